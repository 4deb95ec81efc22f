import type { TagAnswer } from '@tandem/contract';
import type { TagRow } from './repository.ts';

export const presentTag = (tag: TagRow): TagAnswer => ({ id: tag.id, name: tag.name, color: tag.color, usage_count: tag.usage_count });
