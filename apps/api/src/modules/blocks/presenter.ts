import type { BlockAnswer } from '@tandem/contract';
import type { BlockRow } from './repository.ts';

export const presentBlock = (row: BlockRow): BlockAnswer => ({ company: { id: row.company_id, name: row.company_name }, created_at: row.created_at });
