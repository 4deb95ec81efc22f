import type { JobAnswerStatus } from '@tandem/contract';
import { Badge } from '../../../components/ui/badge';
import { JOB_STATUS_LABELS, JOB_STATUS_TONES } from '../lib/job-status';

export function JobStatusBadge({ status }: { status: JobAnswerStatus }) {
  return <Badge tone={JOB_STATUS_TONES[status]}>{JOB_STATUS_LABELS[status]}</Badge>;
}
