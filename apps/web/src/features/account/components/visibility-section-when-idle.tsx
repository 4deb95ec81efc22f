import { Spinner } from '../../../components/ui/spinner';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { BindSectionSave } from '../../../lib/section-save';

// On /editprofile the section is the last on the page, below the first screen: its code (the card, the radios, the
// request for the saved choice) loads when the page is idle. /settings shows it at once and imports it as it is.
const sectionCode = lazyModule(() => import('./visibility-section'));

/** VisibilitySection for a page where it sits below the first screen; a spinner stands in until it has loaded. */
export function VisibilitySectionWhenIdle({ bindSave }: { bindSave?: BindSectionSave }) {
  const [code] = useLazyModule(sectionCode);
  return code ? <code.VisibilitySection bindSave={bindSave} /> : <Spinner label="Loading who can see you" />;
}
