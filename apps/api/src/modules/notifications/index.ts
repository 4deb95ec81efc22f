// The notifications module's public face: other modules tell people things through app.notifier.
export type { Notice, NoticeBatch, Notifier } from './service.ts';
export { markReadByLink } from './repository.ts';
