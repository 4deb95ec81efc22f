import { Spinner } from '../../../../components/ui/spinner';
import { lazyModule, useLazyModule } from '../../../../lib/lazy-module';
import type { BindSectionSave } from '../../../../lib/section-save';
import { usePreferences } from '../../api/preferences';
import { PROFILE_PREFERENCE_MESSAGES } from '../../lib/messages';
import { FormSection } from './form-section';

// The form's code loads when the page is idle: the section sits near the foot of /editprofile, below the first
// screen, and its saved preferences are read meanwhile (the spinner stands for both).
const formCode = lazyModule(() => import('./preferences-form'));

/** What the candidate looks for: its own button, and the page's Save Changes through `bindSave`; the score honours it. */
export function PreferencesSection({ bindSave }: { bindSave?: BindSectionSave }) {
  const preferences = usePreferences();
  const [code] = useLazyModule(formCode);
  return (
    <FormSection title={PROFILE_PREFERENCE_MESSAGES.title} description={PROFILE_PREFERENCE_MESSAGES.description}>
      {preferences.isError ? (
        <p role="alert" className="text-sm text-danger-700">
          {PROFILE_PREFERENCE_MESSAGES.loadFailed}
        </p>
      ) : preferences.isPending || !code ? (
        <Spinner label={PROFILE_PREFERENCE_MESSAGES.loading} />
      ) : (
        <code.PreferencesForm saved={preferences.data} bindSave={bindSave} />
      )}
    </FormSection>
  );
}
