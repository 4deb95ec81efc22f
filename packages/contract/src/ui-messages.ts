// The page's own words that docs/product.md quotes (sections 2 and 8), word for word, grouped by screen. Validation
// messages the server shares are in messages.ts; enum labels sit beside their enums in enums.ts.
export const UI_MESSAGES = {
  /** Words more than one screen uses. */
  common: {
    errorOccurred: 'Error Occurred',
    invalidApiResponse: 'Invalid API response format',
    errorPrefix: 'Error: ',
    profileImageUpdated: 'Profile image updated',
    failedToUploadImage: 'Failed to upload image',
    /** A dialog's rules load after the screen (apps/web/src/lib/deferred-schema.ts); offline before they came. */
    rulesNotLoaded: 'We could not check that: check your connection and try again.',
  },
  /** Job lists: /yourmatches, /myjobs and the recruiter's /orghome. */
  jobs: {
    errorFetchingJobs: 'Error fetching jobs',
    noJobsMatching: 'No jobs found matching your criteria.',
  },
  shortlist: {
    noJobsFound: 'No jobs found',
  },
  jobPost: {
    jobPostedSuccessfully: 'Job posted successfully!',
    jobUpdatedSuccessfully: 'Job updated successfully!',
    failedToPostOrUpdateJob: 'Failed to post/update job',
  },
  myJobs: {
    searchPlaceholder: 'Search job titles or locations...',
  },
  applications: {
    noApplicationsFound: 'No applications found.',
  },
  notifications: {
    noNewNotifications: 'You have no new notifications.',
  },
  /** /profile and /editprofile. */
  profile: {
    failedToLoadProfileInfo: 'Failed to load profile info',
    failedToLoadPersonalInfo: 'Failed to load personal info',
    personalInfoUpdated: 'Personal info updated',
    failedToUpdatePersonalInfo: 'Failed to update personal info',
    failedToLoadEducation: 'Failed to load education',
    failedToUpdateEducation: 'Failed to update education',
    failedToDeleteEducation: 'Failed to delete education',
    /** The page's kinder words for the limits whose API message stays the spec's ('Only 2 education can be added'). */
    educationLimit: 'You can list up to 2 places of study. Remove one to add another.',
    experienceLimit: 'You can list up to 3 jobs. Remove one to add another.',
    failedToAddEducation: 'Failed to add education',
    errorFetchingSkills: 'Error fetching skills',
    errorAddingSkills: 'Error adding skills',
    skillAddedSuccessfully: 'Skill added successfully',
    failedToLoadExperiences: 'Failed to load experiences',
    failedToUpdateExperiences: 'Failed to update experiences',
    failedToDeleteExperiences: 'Failed to delete experiences',
    failedToAddExperiences: 'Failed to add experiences',
    failedToFetchData: 'Failed to fetch data',
    profileSaved: 'Profile saved!',
    failedToSaveProfile: 'Failed to save profile',
    failedToUploadResume: 'Failed to upload resume',
    failedToDeleteResume: 'Failed to delete resume',
  },
  /** /orgprofile, both the recruiter's and the other organisation roles' form. */
  orgProfile: {
    profileUpdatedSuccessfully: 'Profile updated successfully!',
    failedToUpdateProfile: 'Failed to update profile: ',
    unknownError: 'Unknown error',
    userIdNotFound: 'User ID not found. Please log in again.',
    failedToLoadProfileOrCompany: 'Failed to load profile or company data.',
    companyAddedAndProfileUpdated: 'Company added and profile updated successfully!',
    failedToAddCompanyOrUpdateProfile: 'Failed to add company or update profile: ',
    errorFetchingData: 'Error fetching data.',
    errorFetchingProfile: 'Error fetching profile',
    allChangesSaved: 'All changes saved successfully!',
    failedToSaveChanges: 'Failed to save changes. Please try again.',
  },
} as const;
