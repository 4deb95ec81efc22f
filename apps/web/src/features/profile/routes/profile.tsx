import { UI_MESSAGES } from '@tandem/contract';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { PageSpinner } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useApplication } from '../api/get-application';
import { LoadError } from '../components/shared/load-error';
import { ContactTab } from '../components/view/contact-tab';
import { EducationTab } from '../components/view/education-tab';
import { ExperienceTab } from '../components/view/experience-tab';
import { ProfileHeader } from '../components/view/profile-header';
import { ResumeTab } from '../components/view/resume-tab';
import { SkillsTab } from '../components/view/skills-tab';
import { useErrorToast } from '../hooks/use-error-toast';
import { useProfileIds } from '../hooks/use-profile-ids';
import { VolunteerHoursList } from '../../volunteering';

/** /profile (docs/product.md section 2): the header and five tabs, each loading and failing on its own. */
function ProfileScreen() {
  const { applicationId, record } = useProfileIds();
  const application = useApplication(applicationId);
  useErrorToast(record.isError ? record.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToLoadProfileInfo);

  if (record.isError) {
    return <LoadError title="Profile" message={record.error.message} onRetry={() => void record.refetch()} />;
  }
  if (!record.data) return <PageSpinner label="Loading your profile" />;
  const user = record.data;

  return (
    <>
      <title>{`${user.name} · Profile · Tandem`}</title>
      <ProfileHeader user={user} application={application.data} />
      <VolunteerHoursList hours={user.volunteer_hours} />
      <Tabs defaultValue="experience">
        {/* Five tabs are wider than a phone: they wrap there, so Résumé is never off screen behind a cut 'Co…'. */}
        <TabsList aria-label="Profile sections" className="flex-wrap">
          <TabsTrigger value="experience">Work Experience</TabsTrigger>
          <TabsTrigger value="skills">Skills</TabsTrigger>
          <TabsTrigger value="education">Education</TabsTrigger>
          <TabsTrigger value="contact">Contact</TabsTrigger>
          <TabsTrigger value="resume">Resume</TabsTrigger>
        </TabsList>
        {applicationId === undefined ? (
          <p role="alert" className="pt-6 text-danger-700">
            {UI_MESSAGES.common.errorPrefix}{UI_MESSAGES.profile.failedToLoadPersonalInfo}
          </p>
        ) : (
          <>
            <TabsContent value="experience">
              <ExperienceTab applicationId={applicationId} />
            </TabsContent>
            <TabsContent value="skills">
              <SkillsTab applicationId={applicationId} />
            </TabsContent>
            <TabsContent value="education">
              <EducationTab applicationId={applicationId} />
            </TabsContent>
            <TabsContent value="contact">
              <ContactTab user={user} application={application.data} />
            </TabsContent>
            <TabsContent value="resume">
              <ResumeTab />
            </TabsContent>
          </>
        )}
      </Tabs>
    </>
  );
}

export function ProfileRoute() {
  return (
    <ScreenErrorBoundary>
      <ProfileScreen />
    </ScreenErrorBoundary>
  );
}
