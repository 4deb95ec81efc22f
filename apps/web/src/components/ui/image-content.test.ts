import { describe, expect, it } from 'vitest';
import { hasImageContent, isImageBytes } from './image-content';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];

describe('hasImageContent', () => {
  it('refuses a text file named .png, whatever type the browser gave it', async () => {
    const text = new File(['just some notes, not a picture'], 'photo.png', { type: 'image/png' });
    expect(await hasImageContent(text)).toBe(false);
  });

  it('accepts JPEG, PNG and WebP by their first bytes', async () => {
    expect(await hasImageContent(new File([new Uint8Array(PNG_HEAD)], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(await hasImageContent(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.bin'))).toBe(true);
    expect(isImageBytes(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe(true);
  });

  it('refuses an empty file and a GIF (the server keeps only JPEG, PNG and WebP)', async () => {
    expect(await hasImageContent(new File([], 'empty.jpg', { type: 'image/jpeg' }))).toBe(false);
    expect(isImageBytes(new TextEncoder().encode('GIF89a'))).toBe(false);
  });
});
