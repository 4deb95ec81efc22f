import { savedSearchName } from '@tandem/contract';
import { z } from 'zod';

// A saved search's new name, checked with the contract's rule; loaded when /settings is idle (lib/deferred-schema.ts).
export const RenameInput = z.object({ name: savedSearchName });
