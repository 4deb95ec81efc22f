import { UI_MESSAGES } from '@tandem/contract';
import { Button } from '../../../../components/ui/button';
import { PageHeader } from '../../../../components/ui/page-header';

/** A screen whose data could not be loaded: 'Error: ' and the reason, and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <>
      <PageHeader title={title} />
      <div
        role="alert"
        className="flex flex-col items-start gap-4 rounded-xl border border-danger-600/30 bg-red-50 p-6"
      >
        <p className="font-medium text-danger-700">{UI_MESSAGES.common.errorPrefix}{message}</p>
        <Button variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </>
  );
}
