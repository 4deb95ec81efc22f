import { initialsOf } from '@tandem/contract';
import { PROFILE_TRIGGER_LABEL } from './profile-trigger';

/**
 * What the profile menu's button shows: the user's photo, or their initials. Its accessible name comes from its
 * content (the initials, then 'Profile menu' for screen readers), so the name contains the visible text
 * (WCAG 2.5.3, label in name); an aria-label of 'Profile menu' over visible initials did not.
 */
export function ProfileTriggerFace({ name, photo }: { name: string | undefined; photo: string | null | undefined }) {
  return (
    <>
      {photo ? (
        <img src={photo} alt="" width={40} height={40} className="size-10 rounded-full object-cover" />
      ) : (
        <span>{initialsOf(name)}</span>
      )}{' '}
      <span className="sr-only">{PROFILE_TRIGGER_LABEL}</span>
    </>
  );
}
