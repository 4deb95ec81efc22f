import { VERIFICATION_MESSAGES } from '@tandem/contract';
import { Badge } from './badge';

/**
 * 'Verified organisation' (docs/product.md section C20): a member confirmed an address at the organisation's website
 * domain. The server-drawn public pages draw the same words (api public-pages/views.ts).
 */
export function VerifiedBadge({ verified, className }: { verified: boolean | undefined; className?: string }) {
  if (!verified) return null;
  return (
    <Badge tone="success" className={className}>
      {VERIFICATION_MESSAGES.badge}
    </Badge>
  );
}
