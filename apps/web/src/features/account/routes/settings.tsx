import { PageHeader } from '../../../components/ui/page-header';
import { useUser } from '../../auth';
import { BlockedOrganisations } from '../../conversations';
import { ChangePasswordForm } from '../components/change-password-form';
import { PreferencesForm } from '../components/preferences-form';
import { SessionsCard } from '../components/sessions-card';

/** /settings, for every role: password, where the account is signed in, and notifications; candidates' blocks. */
export function SettingsRoute() {
  const user = useUser();
  return (
    <>
      <PageHeader title="Settings" description="Your password, your signed-in devices and what Tandem tells you about." />
      <div className="space-y-6">
        <ChangePasswordForm />
        <SessionsCard />
        <PreferencesForm />
        {user.data?.role === 'candidate' && <BlockedOrganisations />}
      </div>
    </>
  );
}
