/** The profile menu's button, the same on its stand-in and on the real menu (account-menu.tsx). */
export const PROFILE_TRIGGER_LABEL = 'Profile menu';
export const PROFILE_TRIGGER_CLASS =
  'inline-flex size-10 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-sm font-semibold text-white hover:bg-brand-800';
