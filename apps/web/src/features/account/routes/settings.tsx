import { PageHeader } from '../../../components/ui/page-header';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DownloadDataCard } from '../components/download-data-card';
import { PreferencesForm } from '../components/preferences-form';
import { SessionsCard } from '../components/sessions-card';
import { VisibilitySection } from '../components/visibility-section';

/** /settings, for every role: password, where the account is signed in, and notifications. */
export function SettingsRoute() {
  return (
    <>
      <PageHeader title="Settings" description="Your password, your signed-in devices and what Tandem tells you about." />
      <div className="space-y-6">
        <ChangePasswordForm />
        <SessionsCard />
        <PreferencesForm />
        <VisibilitySection />
        <DownloadDataCard />
        <DeleteAccountCard />
      </div>
    </>
  );
}
