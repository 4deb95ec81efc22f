import type { InvitationAnswer } from '@tandem/contract';
import { Badge } from '../../../components/ui/badge';
import type { BadgeTone } from '../../../components/ui/badge';

const LABELS: Record<InvitationAnswer['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for an answer', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'neutral' },
};

export function InvitationStatus({ status }: { status: InvitationAnswer['status'] }) {
  const { label, tone } = LABELS[status];
  return <Badge tone={tone}>{label}</Badge>;
}
