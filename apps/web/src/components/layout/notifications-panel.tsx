import { lazyModule } from '../../lib/lazy-module';
import { DeferredTrigger } from '../ui/deferred-trigger';
import { BellIcon, NOTIFICATIONS_TRIGGER_CLASS, NOTIFICATIONS_TRIGGER_LABEL } from './notifications-trigger';

// Radix's dialog and its focus trap load after the first screen: the panel only ever says there is nothing new.
const dialog = lazyModule(() => import('./notifications-dialog'));

/** The bell and its side panel (SPEC.md section 2: it always says there is nothing new). */
export function NotificationsPanel() {
  return (
    <DeferredTrigger
      module={dialog}
      label={NOTIFICATIONS_TRIGGER_LABEL}
      className={NOTIFICATIONS_TRIGGER_CLASS}
      popup="dialog"
      render={(module, start) => <module.NotificationsDialog start={start} />}
    >
      <BellIcon />
    </DeferredTrigger>
  );
}
