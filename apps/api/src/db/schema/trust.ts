// Trust and safety (0033, docs/product.md section C20): reports and the operators' audit log.
import type { Selectable } from 'kysely';
import type { Id } from './column-types.ts';

export interface ReportsTable {
  id: Id;
  reporter_id: number;
  /** 'job', 'company', 'message' or 'user'. */
  target_type: string;
  target_id: number;
  reason: string;
  details: string;
  /** 'open', then 'removed' or 'dismissed' when an operator decides. */
  status: string;
  created_at: string;
  resolved_at: string | null;
}

export interface AdminAuditTable {
  id: Id;
  actor_id: number | null;
  /** The operator's e-mail at the time. */
  actor: string;
  action: string;
  target_type: string;
  target_id: number;
  reason: string;
  created_at: string;
}

export type Report = Selectable<ReportsTable>;
export type AdminAuditEntry = Selectable<AdminAuditTable>;
