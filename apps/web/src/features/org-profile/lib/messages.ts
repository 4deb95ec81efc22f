// Words of /orgprofile, word for word from SPEC.md section 8. The contract holds no organisation-profile
// messages, so they live here.
export const ORG_PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile: ',
  unknownError: 'Unknown error',
  noUserId: 'User ID not found. Please log in again.',
  loadFailed: 'Failed to load profile or company data.',
  companyAdded: 'Company added and profile updated successfully!',
  companyFailed: 'Failed to add company or update profile: ',
  fetchDataFailed: 'Error fetching data.',
  fetchProfileFailed: 'Error fetching profile',
  allSaved: 'All changes saved successfully!',
  saveFailed: 'Failed to save changes. Please try again.',
  imageUpdated: 'Profile image updated',
  imageFailed: 'Failed to upload image',
  zipNumeric: 'Zip code must contain numbers only.',
} as const;

/** Labels of SPEC.md section 3's industry values (the contract has the values only). */
export const INDUSTRY_LABELS: Record<string, string> = {
  retail: 'Retail',
  food_beverage: 'Food & Beverage',
  professional_services: 'Professional Services',
  healthcare: 'Healthcare',
  trades: 'Trades',
  'e-commerce': 'E-commerce',
  creative: 'Creative',
  nonprofit: 'Nonprofit',
  other: 'Other',
};
