import { CROP } from '@tandem/contract';

/** A crop in the image's own pixels, as react-easy-crop reports it. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The output side: the crop's own size, never under the minimum (SPEC.md section 2: 150 px) nor over `max`. */
export const outputSide = (area: PixelArea, max = 1024): number =>
  Math.round(Math.min(max, Math.max(CROP.minPx, Math.min(area.width, area.height))));

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('The image could not be read.')));
    image.src = src;
  });
}

/** Draws the square crop of an image and encodes it as JPEG at the quality of SPEC.md section 9. */
export async function cropToJpeg(src: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(src);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
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
