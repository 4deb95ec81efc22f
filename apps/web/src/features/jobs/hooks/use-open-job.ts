import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { OPEN_JOB_PARAM } from '../../../lib/job-path';

interface OpenedHere {
  openedJobFromList?: boolean;
}

/**
 * The job a list shows in its modal, kept in the address (`?job={id}`): opening it is a step in the history, so
 * Back closes the modal instead of leaving the page, and a link with the parameter opens the list at that job.
 * Closing goes back when this page opened it, and otherwise replaces the address without it.
 */
export function useOpenJob(): [number | null, (jobId: number) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = Number(params.get(OPEN_JOB_PARAM));
  const openId = Number.isInteger(raw) && raw > 0 ? raw : null;

  const open = (jobId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(OPEN_JOB_PARAM, String(jobId));
        return next;
      },
      { state: { openedJobFromList: true } satisfies OpenedHere, preventScrollReset: true, replace: openId !== null },
    );

  const close = () => {
    if ((location.state as OpenedHere | null)?.openedJobFromList) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_JOB_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [openId, open, close];
}
