import { MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { isImageFile } from '../../../components/ui/crop-image';
import { ImageCropDialog } from '../../../components/ui/image-crop-dialog';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useUploadCompanyLogo } from '../api/update-company';
import { COMPANY_MESSAGES } from '../lib/messages';

/** The company's logo with 'Change logo': pick an image, crop it as profile photos are, upload it at once. */
export function LogoPicker({ companyId, name, logo }: { companyId: number; name: string; logo: string | null }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const upload = useUploadCompanyLogo();
  const [chosen, setChosen] = useState<string | null>(null);

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

  return (
    <div className="flex items-center gap-4">
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
        {logo ? (
          <img src={logo} alt={`Logo of ${name}`} className="size-full object-cover" />
        ) : (
          <span className="px-2 text-center text-xs text-slate-600">No logo yet</span>
        )}
      </div>
      <div>
        <input ref={input} id={inputId} type="file" accept="image/*" className="sr-only" onChange={onFile} disabled={upload.isPending} />
        <label
          htmlFor={inputId}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:bg-slate-50',
            'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600',
            upload.isPending && 'pointer-events-none opacity-60',
          )}
        >
          {upload.isPending ? 'Uploading…' : logo ? 'Change logo' : 'Upload logo'}
        </label>
        <p className="mt-1 text-xs text-slate-600">JPEG, PNG or WebP, cropped square.</p>
      </div>
      <ImageCropDialog
        src={chosen}
        title="Crop your logo"
        onCancel={close}
        onCropped={async (image) => {
          try {
            await upload.mutateAsync({ id: companyId, logo: image });
            toast.success(COMPANY_MESSAGES.logoUpdated);
            close();
          } catch {
            toast.error(UI_MESSAGES.common.failedToUploadImage);
          }
        }}
        onError={() => {
          toast.error(MESSAGES.invalidImage);
          close();
        }}
      />
    </div>
  );
}
