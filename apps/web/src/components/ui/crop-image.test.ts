import { describe, expect, it } from 'vitest';
import { outputSide } from './crop-image';

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
