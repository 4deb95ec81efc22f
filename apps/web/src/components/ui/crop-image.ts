import { CROP } from '@tandem/contract';

/** A crop in the image's own pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest square output by default: big enough for any avatar, small enough for the upload limit. */
export const MAX_OUTPUT_PX = 1024;

/** A picture can be cropped when its short side holds the minimum square (docs/product.md section 9: 150 px). */
export const canCrop = (naturalWidth: number, naturalHeight: number): boolean =>
  Math.min(naturalWidth, naturalHeight) >= CROP.minPx;

/**
 * How far the crop may zoom in: at zoom z the square covers (short side / z) pixels of the picture, so it keeps
 * at least 150 of them while z ≤ short side / 150. At least 1 (no zoom).
 */
export const maxZoomFor = (naturalWidth: number, naturalHeight: number): number =>
  Math.max(1, Math.min(naturalWidth, naturalHeight) / CROP.minPx);

/** The output side: the crop's own size, never under the minimum (docs/product.md section 2: 150 px) nor over `max`. */
export const outputSide = (area: PixelArea, max = MAX_OUTPUT_PX): number =>
  Math.round(Math.min(max, Math.max(CROP.minPx, Math.min(area.width, area.height))));

/** The natural size of an image at a URL (rejects when it is not a readable image). */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('The image could not be read.')));
    image.src = src;
  });
}

/** Draws the square crop of an image and encodes it as JPEG at the quality of docs/product.md section 9. */
export async function cropToJpeg(src: string, area: PixelArea, max = MAX_OUTPUT_PX): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area, max);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  // JPEG has no transparency: a white ground rather than black behind transparent PNG pixels.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      CROP.outputType,
      CROP.outputQuality,
    );
  });
}

/** True for the image types the server keeps (by the browser's idea of the type; the server checks the bytes). */
export const isImageFile = (file: File): boolean => file.type.startsWith('image/');
