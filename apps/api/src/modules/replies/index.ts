// Reply deadlines' public face (docs/product.md section C12): the plugin that sweeps them, what marks a reply, and
// how an application's deadline is computed.
export { refreshDueRecords, refreshRecordOfJob } from './record.ts';
export { markReplied, replyDueAt, type ReplySettings } from './service.ts';
