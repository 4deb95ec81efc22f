// Toasts of SPEC.md section 8 for the profile screens, word for word. They are not in @tandem/contract yet
// (it holds the validation messages only), so they live here until the lead moves them there.
export const PROFILE_TOASTS = {
  loadProfileFailed: 'Failed to load profile info',
  imageUploaded: 'Profile image updated',
  imageUploadFailed: 'Failed to upload image',
  loadPersonalFailed: 'Failed to load personal info',
  personalUpdated: 'Personal info updated',
  personalUpdateFailed: 'Failed to update personal info',
  loadEducationFailed: 'Failed to load education',
  educationUpdateFailed: 'Failed to update education',
  educationDeleteFailed: 'Failed to delete education',
  educationAddFailed: 'Failed to add education',
  skillsFetchFailed: 'Error fetching skills',
  skillAddFailed: 'Error adding skills',
  skillAdded: 'Skill added successfully',
  loadExperienceFailed: 'Failed to load experiences',
  experienceUpdateFailed: 'Failed to update experiences',
  experienceDeleteFailed: 'Failed to delete experiences',
  experienceAddFailed: 'Failed to add experiences',
  fetchDataFailed: 'Failed to fetch data',
  profileSaved: 'Profile saved!',
  profileSaveFailed: 'Failed to save profile',
  resumeUploadFailed: 'Failed to upload resume',
  resumeDeleteFailed: 'Failed to delete resume',
} as const;

/** Photo rules beyond SPEC.md's own message: the crop needs 150 px of picture. */
export const PHOTO_TOO_SMALL = 'Please choose a picture at least 150 × 150 pixels.';
