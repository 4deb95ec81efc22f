// docs/product.md section 8's profile toasts are UI_MESSAGES.profile in @tandem/contract; these are the screen's own.

/** Photo rules beyond docs/product.md's own message: the crop needs 150 px of picture. */
export const PHOTO_TOO_SMALL = 'Please choose a picture at least 150 × 150 pixels.';

// The 'What you look for' section of /editprofile (docs/product.md section C14).
export const PROFILE_PREFERENCE_MESSAGES = {
  title: 'What you look for',
  description: 'Your matches rank jobs that fit these first, and say why. Leave any of them open.',
  jobTypes: 'Job types (none ticked: any)',
  workMode: 'Where you work',
  minSalary: 'Lowest yearly salary (£)',
  minSalaryHint: 'Leave empty for no minimum.',
  seniority: 'Level',
  anyLevel: 'Any level',
  save: 'Save preferences',
  saving: 'Saving preferences…',
  saved: 'Preferences saved',
  failed: 'Failed to save preferences',
  loading: 'Loading your preferences',
  loadFailed: 'Unable to load your preferences. Please reload the page.',
} as const;

export const PROFILE_FORM_MESSAGES = {
  /** A save blocked by an invalid field saves nothing: say so, and where. */
  notSaved: (section: string) => `Nothing was saved: please check ${section}.`,
} as const;
