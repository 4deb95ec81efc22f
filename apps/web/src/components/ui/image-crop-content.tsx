import { lazy, Suspense, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import { Button } from './button';
import { cropToJpeg, MAX_OUTPUT_PX, maxZoomFor } from './crop-image';
import { Modal } from './dialog';
import { Slider } from './slider';
import { Spinner } from './spinner';

// The crop library loads only when someone crops a photo.
const Cropper = lazy(() => import('react-easy-crop'));

export interface ImageCropDialogProps {
  /** An object URL (or data URL) of the chosen image; the dialog is open while it is set. */
  src: string | null;
  title?: string;
  /** The confirm button's label (default "Use photo"). */
  confirmLabel?: string;
  /** The confirm button's label while the crop (and `onCropped`) runs. */
  pendingText?: string;
  /** The largest side of the output in pixels. */
  maxOutputPx?: number;
  onCancel: () => void;
  /** The square JPEG crop, ready to upload; the dialog stays busy until a returned promise settles. */
  onCropped: (image: Blob) => void | Promise<void>;
  /** Called when the crop cannot be produced, or `onCropped` rejects. */
  onError?: (error: unknown) => void;
}

/** The crop dialog itself (image-crop-dialog.tsx loads it when the page is idle or a picture is chosen). */
export function ImageCropContent({
  src,
  title = 'Crop your photo',
  confirmLabel = 'Use photo',
  pendingText = 'Cropping…',
  maxOutputPx = MAX_OUTPUT_PX,
  onCancel,
  onCropped,
  onError,
}: ImageCropDialogProps) {
  const [busy, setBusy] = useState(false);
  const [area, setArea] = useState<Area | null>(null);

  const apply = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      await onCropped(await cropToJpeg(src, area, maxOutputPx));
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
        if (!open && !busy) onCancel();
      }}
      title={title}
      description="Drag the photo, or use the arrow keys, to place it in the circle; zoom with the slider."
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void apply()} isPending={busy} pendingText={pendingText} disabled={!area}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {src && <CropArea key={src} src={src} onArea={setArea} />}
    </Modal>
  );
}

/** The cropper and its zoom slider for one image (keyed by it, so a new image starts afresh). */
function CropArea({ src, onArea }: { src: string; onArea: (area: Area) => void }) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [maxZoom, setMaxZoom] = useState(1);

  return (
    <div className="space-y-4">
      <div className="relative h-72 overflow-hidden rounded-lg bg-slate-900 sm:h-80">
        <Suspense
          fallback={
            <div className="flex h-full items-center justify-center text-white">
              <Spinner label="Loading the crop tool" />
            </div>
          }
        >
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            minZoom={1}
            maxZoom={maxZoom}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onMediaLoaded={(media) => setMaxZoom(maxZoomFor(media.naturalWidth, media.naturalHeight))}
            onCropComplete={(_, pixels) => onArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': 'Crop area: arrow keys move the picture' }}
          />
        </Suspense>
      </div>
      <div className="space-y-1.5">
        <span id="crop-zoom-label" className="text-sm font-medium text-slate-800">
          Zoom
        </span>
        <Slider
          value={zoom}
          onValueChange={setZoom}
          min={1}
          max={maxZoom}
          step={0.05}
          aria-labelledby="crop-zoom-label"
          aria-valuetext={`${Math.round(zoom * 100)} per cent`}
          disabled={maxZoom <= 1}
        />
      </div>
    </div>
  );
}
