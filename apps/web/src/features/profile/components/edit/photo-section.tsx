import { MESSAGES } from '@tandem/contract';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { useUploadProfilePicture } from '../../api/update-user';
import { canCrop, cropToJpeg } from '../../lib/crop';
import type { PixelArea } from '../../lib/crop';
import { isImageFile } from '../../lib/files';
import { PHOTO_TOO_SMALL, PROFILE_TOASTS } from '../../lib/messages';
import { Avatar } from '../shared/avatar';
import { CropDialog } from './crop-dialog';
import { FormSection } from './form-section';

const readSize = (source: string) =>
  new Promise<{ width: number; height: number }>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => reject(new Error('unreadable'));
    image.src = source;
  });

interface PhotoSectionProps {
  userId: number;
  name: string;
  picture: string | null;
}

/** Choose a picture, crop it square and round, and upload it at once as multipart `profile_picture`. */
export function PhotoSection({ userId, name, picture }: PhotoSectionProps) {
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const upload = useUploadProfilePicture(userId);
  const [source, setSource] = useState<string | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });

  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(MESSAGES.invalidImage);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const natural = await readSize(url);
      if (!canCrop(natural.width, natural.height)) {
        URL.revokeObjectURL(url);
        toast.error(PHOTO_TOO_SMALL);
        return;
      }
      setSize(natural);
      setSource(url);
    } catch {
      URL.revokeObjectURL(url);
      toast.error(MESSAGES.invalidImage);
    }
  };

  const save = async (area: PixelArea) => {
    if (!source) return;
    try {
      const blob = await cropToJpeg(source, area);
      await upload.mutateAsync(blob);
      toast.success(PROFILE_TOASTS.imageUploaded);
      close();
    } catch {
      toast.error(PROFILE_TOASTS.imageUploadFailed);
    }
  };

  return (
    <FormSection title="Profile photo">
      <div className="flex flex-wrap items-center gap-5">
        <Avatar name={name} src={picture} />
        <div className="space-y-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="photo-input"
            onChange={(event) => void choose(event)}
          />
          <Button variant="outline" onClick={() => input.current?.click()}>
            {picture ? 'Change photo' : 'Upload photo'}
          </Button>
          <p className="text-sm text-slate-700">A square picture of at least 150 × 150 pixels works best.</p>
        </div>
      </div>
      <CropDialog
        key={source ?? 'closed'}
        source={source}
        naturalSize={size}
        onCancel={close}
        onConfirm={(area) => void save(area)}
        isSaving={upload.isPending}
      />
    </FormSection>
  );
}
