import { MESSAGES } from '@tandem/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { isImageFile } from '../../../components/ui/crop-image';
import { ImageCropDialog } from '../../../components/ui/image-crop-dialog';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { initialsOf } from '@tandem/contract';

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
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [chosen, setChosen] = useState<string | null>(null);
  const preview = useMemo(() => (pending ? URL.createObjectURL(pending) : null), [pending]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen);
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(MESSAGES.invalidImage);
      event.target.value = '';
      return;
    }
    setChosen(URL.createObjectURL(file));
  };

  const shown = preview ?? src ?? null;
  return (
    <div className="flex items-center gap-4">
      <div className="relative size-24 shrink-0 overflow-hidden rounded-full bg-brand-100 ring-4 ring-white shadow">
        {shown ? (
          <img src={shown} alt={name ? `Photo of ${name}` : 'Profile photo'} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-full items-center justify-center text-2xl font-semibold text-brand-800">
            {initialsOf(name)}
          </span>
        )}
      </div>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={onFile}
          disabled={disabled || busy}
        />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            (disabled || busy) && 'pointer-events-none opacity-60',
          )}
        >
          {busy ? 'Uploading…' : 'Change photo'}
        </label>
        <p className="mt-1 text-xs text-slate-600">JPEG, PNG or WebP, cropped to a circle.</p>
      </div>
      <ImageCropDialog
        src={chosen}
        onCancel={close}
        onCropped={(photo) => {
          onPicked(photo);
          close();
        }}
        onError={() => {
          toast.error(MESSAGES.invalidImage);
          close();
        }}
      />
    </div>
  );
}
