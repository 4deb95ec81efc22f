/**
 * The first bytes of the image types the server keeps. The same check as apps/api/src/lib/uploads/sniff.ts, run
 * before the crop dialog opens: a text file named .png otherwise reaches the cropper as an empty black box, because
 * the browser trusts the name for `File.type`.
 */
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/** True when the bytes open a JPEG, PNG or WebP file. */
export function isImageBytes(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    startsWith(bytes, PNG) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
  );
}

/** Reads a file's first bytes (never the name or the type the browser guessed) and tells whether it is an image we keep. */
export async function hasImageContent(file: Blob): Promise<boolean> {
  const head = file.slice(0, 12);
  // FileReader rather than Blob.arrayBuffer, which older engines (and jsdom) lack.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(reader.result as ArrayBuffer));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('The file could not be read.')));
    reader.readAsArrayBuffer(head);
  });
  return isImageBytes(new Uint8Array(buffer));
}
