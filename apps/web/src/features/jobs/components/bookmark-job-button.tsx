import { UI_MESSAGES } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useBookmarkJob } from '../api/bookmark-job';

/** Save / Saved toggle: the bookmark fills when saved; pressed state for screen readers. */
export function BookmarkJobButton({
  jobId,
  saved,
  title,
  size = 'sm',
}: {
  jobId: number;
  saved: boolean;
  title: string;
  size?: 'sm' | 'md';
}) {
  const mutation = useBookmarkJob();
  const toast = useToast();
  return (
    <Button
      variant={saved ? 'secondary' : 'outline'}
      size={size}
      aria-pressed={saved}
      onClick={() =>
        mutation.mutate(
          { jobId, saved: !saved },
          { onError: () => toast.error(UI_MESSAGES.common.errorOccurred) },
        )
      }
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <path
          d="M5 3h10v14l-5-3.5L5 17z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {saved ? 'Saved' : 'Save'}
      <span className="sr-only"> {title}</span>
    </Button>
  );
}
