import { describe, expect, it } from 'vitest';
import { canCrop, maxZoomFor, outputSizeFor } from './crop';

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

  it('outputs a square of the crop size, between 150 and 800 px', () => {
    expect(outputSizeFor({ x: 0, y: 0, width: 320, height: 320 })).toBe(320);
    expect(outputSizeFor({ x: 0, y: 0, width: 149.6, height: 149.6 })).toBe(150);
    expect(outputSizeFor({ x: 0, y: 0, width: 3000, height: 3000 })).toBe(800);
  });
});
