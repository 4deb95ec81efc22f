import { describe, expect, it } from 'vitest';
import { canCrop, isImageFile, maxZoomFor, outputSide } from './crop-image';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('outputSide', () => {
  it('keeps the crop size', () => {
    expect(outputSide({ x: 0, y: 0, width: 400, height: 400 })).toBe(400);
  });
  it('never goes under 150 px', () => {
    expect(outputSide({ x: 0, y: 0, width: 80, height: 80 })).toBe(150);
  });
  it('never goes over the maximum', () => {
    expect(outputSide({ x: 0, y: 0, width: 4000, height: 4000 })).toBe(1024);
  });
});

describe('photo crop rules', () => {
  it('needs a picture whose short side holds 150 px', () => {
    expect(canCrop(150, 400)).toBe(true);
    expect(canCrop(149, 400)).toBe(false);
  });

  it('never zooms in so far that the square covers fewer than 150 px', () => {
    expect(maxZoomFor(600, 300)).toBe(2);
    expect(maxZoomFor(150, 150)).toBe(1);
    expect(maxZoomFor(100, 100)).toBe(1);
  });

  it('outputs a square of the crop size, between 150 and the maximum asked for (the profile asks 800 px)', () => {
    expect(outputSide({ x: 0, y: 0, width: 320, height: 320 }, 800)).toBe(320);
    expect(outputSide({ x: 0, y: 0, width: 149.6, height: 149.6 }, 800)).toBe(150);
    expect(outputSide({ x: 0, y: 0, width: 3000, height: 3000 }, 800)).toBe(800);
  });
});

describe('isImageFile', () => {
  it('accepts images only for the photo', () => {
    expect(isImageFile(file('me.png', 'image/png'))).toBe(true);
    expect(isImageFile(file('me.pdf', 'application/pdf'))).toBe(false);
  });
});
