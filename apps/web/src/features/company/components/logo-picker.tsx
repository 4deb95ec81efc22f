import { UI_MESSAGES } from '@tandem/contract';
import { ImagePicker } from '../../../components/ui/image-picker';
import { useToast } from '../../../components/ui/toast';
import { useUploadCompanyLogo } from '../api/update-company';
import { COMPANY_MESSAGES } from '../lib/messages';

/** The company's logo with 'Change logo': pick an image, crop it as profile photos are, upload it at once. */
export function LogoPicker({ companyId, name, logo }: { companyId: number; name: string; logo: string | null }) {
  const toast = useToast();
  const upload = useUploadCompanyLogo();

  return (
    <ImagePicker
      current={
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
          {logo ? (
            <img src={logo} alt={`Logo of ${name}`} className="size-full object-cover" />
          ) : (
            <span className="px-2 text-center text-xs text-slate-600">No logo yet</span>
          )}
        </div>
      }
      label={upload.isPending ? 'Uploading…' : logo ? 'Change logo' : 'Upload logo'}
      hint="JPEG, PNG or WebP, cropped square."
      disabled={upload.isPending}
      cropTitle="Crop your logo"
      onCropped={async (image, close) => {
        try {
          await upload.mutateAsync({ id: companyId, logo: image });
          toast.success(COMPANY_MESSAGES.logoUpdated);
          close();
        } catch {
          // The crop stays open for another try.
          toast.error(UI_MESSAGES.common.failedToUploadImage);
        }
      }}
    />
  );
}
