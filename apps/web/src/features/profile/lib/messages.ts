// SPEC.md section 8's profile toasts are UI_MESSAGES.profile in @tandem/contract; these are the screen's own.

/** Photo rules beyond SPEC.md's own message: the crop needs 150 px of picture. */
export const PHOTO_TOO_SMALL = 'Please choose a picture at least 150 × 150 pixels.';
