import { useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area, Point } from 'react-easy-crop';
import { Button } from './button';
import { cropToJpeg } from './crop-image';
import { Modal } from './dialog';

interface ImageCropDialogProps {
  /** An object URL (or data URL) of the chosen image; the dialog is open while it is set. */
  src: string | null;
  title?: string;
  onCancel: () => void;
  /** The square JPEG crop, ready to upload. */
  onCropped: (image: Blob) => void;
  /** Called when the crop cannot be produced. */
  onError?: (error: unknown) => void;
}

/** A square, circular crop of a photo (SPEC.md section 2): drag to move, slider or wheel to zoom. */
export function ImageCropDialog({ src, title = 'Crop your photo', onCancel, onCropped, onError }: ImageCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      onCropped(await cropToJpeg(src, area));
    } catch (error) {
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={src !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      description="Drag the photo to place it in the circle; zoom with the slider."
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} isPending={busy} pendingText="Cropping…" disabled={!area}>
            Use photo
          </Button>
        </>
      }
    >
      {src && (
        <div className="space-y-4">
          <div className="relative h-72 overflow-hidden rounded-lg bg-slate-900">
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_, pixels) => setArea(pixels)}
            />
          </div>
          <label className="block text-sm font-medium text-slate-800">
            Zoom
            <input
              type="range"
              min={1}
              max={3}
              step={0.05}
              value={zoom}
              onChange={(event) => setZoom(Number(event.target.value))}
              className="mt-1 block w-full accent-brand-700"
            />
          </label>
        </div>
      )}
    </Modal>
  );
}
