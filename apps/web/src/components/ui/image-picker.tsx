import { MESSAGES } from '@tandem/contract';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { isImageFile } from './crop-image';
import { hasImageContent } from './image-content';
import { ImageCropDialog } from './image-crop-dialog';
import { useToast } from './toast';

interface ImagePickerProps {
  /** The image as it stands, shown left of the button. */
  current: ReactNode;
  /** The button's words, which also name the hidden file input. */
  label: string;
  hint: string;
  disabled?: boolean | undefined;
  /** The crop dialog's title (its own default when not given). */
  cropTitle?: string;
  /** The square JPEG crop; call `close` to end the crop, or leave it open for another try. */
  onCropped: (image: Blob, close: () => void) => void | Promise<void>;
}

/** An image beside a button that picks a file, checks it is an image and opens the crop dialog on it. */
export function ImagePicker({ current, label, hint, disabled, cropTitle, onCropped }: ImagePickerProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const [chosen, setChosen] = useState<string | null>(null);

  const close = () => {
    if (chosen) URL.revokeObjectURL(chosen);
    setChosen(null);
    if (input.current) input.current.value = '';
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const file = target.files?.[0];
    if (!file) return;
    // The bytes, as the server checks them: a text file named .png would open an empty crop box.
    if (!isImageFile(file) || !(await hasImageContent(file).catch(() => false))) {
      toast.error(MESSAGES.invalidImage);
      target.value = '';
      return;
    }
    setChosen(URL.createObjectURL(file));
  };

  return (
    <div className="flex items-center gap-4">
      {current}
      <div>
        <input ref={input} id={inputId} type="file" accept="image/*" className="sr-only" onChange={(event) => void onFile(event)} disabled={disabled} />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            disabled && 'pointer-events-none opacity-60',
          )}
        >
          {label}
        </label>
        <p className="mt-1 text-xs text-slate-600">{hint}</p>
      </div>
      <ImageCropDialog
        src={chosen}
        {...(cropTitle ? { title: cropTitle } : {})}
        onCancel={close}
        onCropped={(image) => onCropped(image, close)}
        onError={() => {
          toast.error(MESSAGES.invalidImage);
          close();
        }}
      />
    </div>
  );
}
