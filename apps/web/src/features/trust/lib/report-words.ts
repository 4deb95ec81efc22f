import type { ReportTargetType } from '@tandem/contract';

/** What a report is about, as the button and the dialog's title name it ('Report this organisation'). */
export const REPORT_TARGET_WORDS: Record<ReportTargetType, string> = { job: 'job', company: 'organisation', message: 'message', user: 'person' };
