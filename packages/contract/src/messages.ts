// Every user-facing message the server and the page share, word for word from docs/product.md sections 5 and 8.
export const MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  usernameRequired: 'Username is required',
  invalidEmail: 'Invalid email address',
  emailTooLong: 'Email cannot exceed 255 characters',
  emailDomainNotAllowed: 'Email domain is not allowed',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password cannot exceed 30 characters',
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  invalidRole: 'Please select a valid role',
  selectRoleBeforeGoogle: 'Please select a role before signing up with Google.',
  emailTaken: 'A user with this email already exists.',
  educationMax: 'Only 2 education can be added',
  experienceMax: 'Only 3 experiences can be added',
  invalidImage: 'Please select a valid image file',
  invalidPdf: 'Please upload a PDF file',
  missingAuth: 'Missing authentication details. Please log in again.',
  required: 'This field is required.',
  invalidText: 'This field contains characters that are not allowed.',
  malformedForm: 'The form data could not be read. Please send it again.',
  /** An uploaded file over the parse pool's time, memory or page bound (docs/product.md section C15). */
  unreadableFile: 'We could not read this file.',
  login: {
    invalidCredentials: 'Invalid email or password.',
    userNotFound: 'User not found.',
    failed: 'Login Failed',
    network: 'Network issue.',
    unexpected: 'Unexpected error. Please try again.',
    noId: 'Cannot find user with these credentials.',
    roleMissing: 'User role missing',
  },
  google: {
    signupFailedLong: 'Failed to sign up with Google',
    signupFailed: 'Google signup failed',
    loginFailed: 'Google login failed',
  },
  signupFailed: 'Failed to signup',
  fatal: 'Oops! Something went wrong.',
} as const;

/** Any text over its limit (docs/product.md section 5): one wording for every form and route. */
export const fieldTooLong = (max: number): string => `Ensure this field has no more than ${max} characters.`;

/** Error bodies of docs/product.md section C2. */
export const DETAILS = {
  unauthenticated: 'Authentication credentials were not provided.',
  forbidden: 'You do not have permission to perform this action.',
  notFound: 'Not found.',
  csrf: 'CSRF Failed: CSRF token missing or incorrect.',
  throttled: 'Request was throttled.',
  internal: 'Internal server error.',
  tooLarge: 'File too large.',
  bodyTooLarge: 'The request body is too large (at most 1 MB).',
  unsupportedType: 'Unsupported file type.',
  googleDisabled: 'Google sign-in is not configured.',
  /** The database or Redis is out of reach, or the parse pool is full: try again after Retry-After. */
  unavailable: 'Service temporarily unavailable.',
} as const;
