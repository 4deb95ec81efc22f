import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../auth';
import { BlockedOrganisations } from '../../conversations';
import { SavedSearchesSection } from '../../saved-searches';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DownloadDataCard } from '../components/download-data-card';
import { PreferencesForm } from '../components/preferences-form';
import { SessionsCard } from '../components/sessions-card';
import { VisibilitySection } from '../components/visibility-section';

/**
 * /settings, for every role: password, where the account is signed in, notifications, the account's data and its
 * end; candidates also choose who sees them and whom they blocked.
 */
export function SettingsRoute() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Settings" description="Your password, your signed-in devices and what Tandem tells you about." />
      <div className="space-y-6">
        <ChangePasswordForm />
        <SessionsCard />
        <PreferencesForm />
        <VisibilitySection />
        {user.data?.role === 'candidate' && <BlockedOrganisations />}
        {user.data?.role === 'candidate' && <SavedSearchesSection />}
        <DownloadDataCard />
        <DeleteAccountCard />
      </div>
    </>
  );
}
