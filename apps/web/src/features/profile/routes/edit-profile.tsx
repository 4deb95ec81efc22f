import { UI_MESSAGES } from '@tandem/contract';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDeferredMount } from '../../../hooks/use-deferred-mount';
import { ScreenErrorBoundary } from '../../../components/ui/error-boundary';
import { useApplication } from '../api/get-application';
import { useEducations } from '../api/get-educations';
import { useExperiences } from '../api/get-experiences';
import { EditProfileForm } from '../components/edit/edit-profile-form';
import { LoadError } from '../components/shared/load-error';
import { useErrorToast } from '../hooks/use-error-toast';
import { useProfileIds } from '../hooks/use-profile-ids';
import { toEditProfileForm } from '../lib/edit-profile-values';

/** /editprofile (docs/product.md section 2): waits for the profile, then opens the form with it. */
function EditProfileScreen() {
  const { applicationId, record } = useProfileIds();
  const application = useApplication(applicationId);
  const educations = useEducations(applicationId);
  const experiences = useExperiences(applicationId);
  useErrorToast(record.isError ? record.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToLoadProfileInfo);
  useErrorToast(application.isError ? application.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToLoadPersonalInfo);
  useErrorToast(educations.isError ? educations.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToLoadEducation);
  useErrorToast(experiences.isError ? experiences.errorUpdatedAt : 0, UI_MESSAGES.profile.failedToLoadExperiences);

  const loaded = Boolean(record.data && application.data && educations.data && experiences.data);
  // The whole form mounts with the last answer: deferred, a few milliseconds at a time (the hook says why).
  const showForm = useDeferredMount(loaded);
  const failed = [record, application, educations, experiences].find((query) => query.isError);
  // Only a first load that fails replaces the form: a refetch that fails later must not wipe what was typed.
  if (failed?.error && !loaded) {
    return (
      <LoadError
        title="Edit Profile"
        message={failed.error.message}
        onRetry={() => {
          for (const query of [record, application, educations, experiences])
            if (query.isError) void query.refetch();
        }}
      />
    );
  }
  if (
    !showForm ||
    !record.data ||
    applicationId === undefined ||
    !application.data ||
    !educations.data ||
    !experiences.data
  ) {
    return <PageSpinner label="Loading your profile" />;
  }
  return (
    <EditProfileForm
      user={record.data}
      applicationId={applicationId}
      initialValues={toEditProfileForm(record.data, application.data, educations.data, experiences.data)}
    />
  );
}

export function EditProfileRoute() {
  return (
    <ScreenErrorBoundary>
      <EditProfileScreen />
    </ScreenErrorBoundary>
  );
}
