import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { JobDetailProps } from './job-detail-modal';

// The modal (Radix's dialog and focus trap, the match reasons) is not part of a job list's first load: it
// downloads when the page is idle, or as soon as a job is opened if that comes first, and opens once it is there.
const modal = lazyModule(() => import('./job-detail-modal'));

/** docs/product.md's detail modal for `job`, closed while `job` is null. */
export function JobDetailDialog(props: JobDetailProps) {
  const [loaded, request] = useLazyModule(modal);
  const opened = props.job !== null;
  useEffect(() => {
    if (opened) request();
  }, [opened, request]);
  return loaded ? <loaded.JobDetailModal {...props} /> : null;
}
