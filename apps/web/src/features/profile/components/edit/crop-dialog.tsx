import { lazy, Suspense, useState } from 'react';
import type { Area, Point } from 'react-easy-crop';
import { Button } from '../../../../components/ui/button';
import { Modal } from '../../../../components/ui/dialog';
import { Slider } from '../../../../components/ui/slider';
import { Spinner } from '../../../../components/ui/spinner';
import { maxZoomFor } from '../../lib/crop';
import type { PixelArea } from '../../lib/crop';

// The crop library loads only when someone crops a photo.
const Cropper = lazy(() => import('react-easy-crop'));

interface CropDialogProps {
  /** An object URL of the chosen picture; null when closed. */
  source: string | null;
  naturalSize: { width: number; height: number };
  onCancel: () => void;
  onConfirm: (area: PixelArea) => void;
  isSaving: boolean;
}

/** A square crop shown as a circle; it never zooms in below 150 px of the picture. */
export function CropDialog({ source, naturalSize, onCancel, onConfirm, isSaving }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const maxZoom = maxZoomFor(naturalSize.width, naturalSize.height);

  return (
    <Modal
      open={source !== null}
      onOpenChange={(open) => !open && !isSaving && onCancel()}
      title="Crop your photo"
      description="Drag the picture, or use the arrow keys, to place your face in the circle."
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            onClick={() => area && onConfirm(area)}
            disabled={!area}
            isPending={isSaving}
            pendingText="Saving…"
          >
            Save photo
          </Button>
        </>
      }
    >
      <div className="relative h-72 overflow-hidden rounded-lg bg-slate-900 sm:h-80">
        {source && (
          <Suspense
            fallback={
              <div className="flex h-full items-center justify-center text-white">
                <Spinner label="Loading the crop tool" />
              </div>
            }
          >
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              minZoom={1}
              maxZoom={maxZoom}
              aspect={1}
              cropShape="round"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_area, pixels) => setArea(pixels)}
              cropperProps={{ role: 'group', 'aria-label': 'Crop area: arrow keys move the picture' }}
            />
          </Suspense>
        )}
      </div>
      <div className="mt-4 space-y-1.5">
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
    </Modal>
  );
}
