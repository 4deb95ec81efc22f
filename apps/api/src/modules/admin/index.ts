// The admin module's public face (docs/product.md section C20): other modules import from here, never from its
// files (eslint.config.js). Every operator call goes through requireAdmin and writes its entry with
// recordAdminAction, in the transaction of the action it records.
export { requireAdmin, type Operator } from './policy.ts';
export { recordAdminAction } from './audit.ts';
export { listOperators, makeOperator, removeOperator } from './operators.ts';
export { suspendCompany, suspendUser } from './suspensions.ts';
