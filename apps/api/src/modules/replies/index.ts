// Reply deadlines' public face (docs/product.md section C12): the plugin that sweeps them, what marks a reply, and
// how an application's deadline is computed.
export { repliesPlugin, REPLY_SWEEP_TASK } from './plugin.ts';
export { markReplied } from './repository.ts';
export { refreshDueRecords, refreshRecordOfJob, refreshRecords } from './record.ts';
export { replyDueAt, sweepReplies, type ReplySettings, type SweepResult } from './service.ts';
