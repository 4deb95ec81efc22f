/** Query keys of the profile feature. */
export const profileKeys = {
  all: ['profile'] as const,
  application: (applicationId: number) => [...profileKeys.all, 'application', applicationId] as const,
  educations: (applicationId: number) => [...profileKeys.all, 'educations', applicationId] as const,
  experiences: (applicationId: number) => [...profileKeys.all, 'experiences', applicationId] as const,
  skills: (applicationId: number) => [...profileKeys.all, 'skills', applicationId] as const,
  resume: () => [...profileKeys.all, 'resume'] as const,
  preferences: () => [...profileKeys.all, 'preferences'] as const,
};

/** Reference data that does not belong to one user: kept across sign-ins of the session. */
export const referenceKeys = {
  catalogue: () => ['reference', 'skill-catalogue'] as const,
};
