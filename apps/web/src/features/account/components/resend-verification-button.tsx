import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useResendVerification } from '../api/recovery';
import { generalError } from '../lib/server-errors';

/** Sends a new confirmation link to the signed-in user's address. */
export function ResendVerificationButton({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const resend = useResendVerification();
  const toast = useToast();
  return (
    <Button
      variant="outline"
      size={size}
      isPending={resend.isPending}
      pendingText="Sending…"
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => toast.success(answer.detail),
          onError: (error) => toast.error(generalError(error, 'We could not send the link. Please try again.')),
        })
      }
    >
      Resend
    </Button>
  );
}
