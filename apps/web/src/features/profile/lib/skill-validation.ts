import { zodResolver } from '@hookform/resolvers/zod';
import { SkillInput } from '@tandem/contract';

// The skill picker's rules (the contract's, as the server checks them), loaded after /editprofile's first screen
// (lib/deferred-resolver.ts).
export const skillResolver = zodResolver(SkillInput);
