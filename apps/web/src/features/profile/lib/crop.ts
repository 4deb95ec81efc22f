import { CROP } from '@tandem/contract';

export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest square output we send: big enough for any avatar, small enough for the 5 MB limit. */
export const MAX_OUTPUT_PX = 800;

/** A picture can be cropped when its short side holds the minimum square (SPEC.md section 9: 150 px). */
export const canCrop = (naturalWidth: number, naturalHeight: number): boolean =>
  Math.min(naturalWidth, naturalHeight) >= CROP.minPx;

/**
 * How far the crop may zoom in: at zoom z the square covers (short side / z) pixels of the picture, so it keeps
 * at least 150 of them while z ≤ short side / 150. At least 1 (no zoom).
 */
export const maxZoomFor = (naturalWidth: number, naturalHeight: number): number =>
  Math.max(1, Math.min(naturalWidth, naturalHeight) / CROP.minPx);

/** The output side: the crop's own size, never below the minimum nor above MAX_OUTPUT_PX. */
export const outputSizeFor = (area: PixelArea): number =>
  Math.round(Math.min(MAX_OUTPUT_PX, Math.max(CROP.minPx, area.width)));

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be read.'));
    image.src = source;
  });
}

/** Draws the chosen square of the picture and encodes it as a JPEG at quality 1 (SPEC.md section 2). */
export async function cropToJpeg(source: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(source);
  const size = outputSizeFor(area);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The picture could not be cropped.');
  // JPEG has no transparency: a white ground rather than black behind transparent PNG pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cropped.'))),
      CROP.outputType,
      CROP.outputQuality,
    );
  });
}
