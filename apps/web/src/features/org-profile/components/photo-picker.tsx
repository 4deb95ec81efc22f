import { initialsOf } from '@tandem/contract';
import { useEffect, useMemo } from 'react';
import { ImagePicker } from '../../../components/ui/image-picker';

interface PhotoPickerProps {
  /** The stored photo's URL, if any. */
  src: string | null | undefined;
  name: string | undefined;
  /** A chosen photo not saved yet, shown instead of the stored one. */
  pending?: Blob | null;
  onPicked: (photo: Blob) => void;
  disabled?: boolean;
  busy?: boolean;
}

/** The round photo with a "Change photo" button: pick an image, crop it square and round, hand back a JPEG. */
export function PhotoPicker({ src, name, pending, onPicked, disabled, busy }: PhotoPickerProps) {
  const preview = useMemo(() => (pending ? URL.createObjectURL(pending) : null), [pending]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const shown = preview ?? src ?? null;
  return (
    <ImagePicker
      current={
        <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
          {shown ? (
            <img src={shown} alt={name ? `Photo of ${name}` : 'Profile photo'} className="size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="flex size-full items-center justify-center text-2xl font-semibold text-brand-800">
              {initialsOf(name)}
            </span>
          )}
        </div>
      }
      label={busy ? 'Uploading…' : 'Change photo'}
      hint="JPEG, PNG or WebP, cropped to a circle."
      disabled={disabled || busy}
      onCropped={(photo, close) => {
        onPicked(photo);
        close();
      }}
    />
  );
}
