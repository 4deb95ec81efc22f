import { MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { useUploadProfilePicture } from '../../api/update-user';
import { canCrop, isImageFile, loadImage } from '../../../../components/ui/crop-image';
import { ImageCropDialog } from '../../../../components/ui/image-crop-dialog';
import { hasImageContent } from '../../../../components/ui/image-content';
import { PHOTO_TOO_SMALL } from '../../lib/messages';
import { Avatar } from '../shared/avatar';
import { FormSection } from './form-section';

/** The largest photo we send: big enough for any avatar, small enough for the 5 MB limit. */
const MAX_PHOTO_PX = 800;

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

  const close = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // The bytes, as the server checks them: a text file named .png would open an empty crop box.
    if (!isImageFile(file) || !(await hasImageContent(file).catch(() => false))) {
      toast.error(MESSAGES.invalidImage);
      return;
    }
    const url = URL.createObjectURL(file);
    try {
      const image = await loadImage(url);
      if (!canCrop(image.naturalWidth, image.naturalHeight)) {
        URL.revokeObjectURL(url);
        toast.error(PHOTO_TOO_SMALL);
        return;
      }
      setSource(url);
    } catch {
      URL.revokeObjectURL(url);
      toast.error(MESSAGES.invalidImage);
    }
  };

  const save = async (photo: Blob) => {
    await upload.mutateAsync(photo);
    toast.success(UI_MESSAGES.common.profileImageUpdated);
    close();
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
      <ImageCropDialog
        src={source}
        confirmLabel="Save photo"
        pendingText="Saving…"
        maxOutputPx={MAX_PHOTO_PX}
        onCancel={close}
        onCropped={save}
        onError={() => toast.error(UI_MESSAGES.common.failedToUploadImage)}
      />
    </FormSection>
  );
}
