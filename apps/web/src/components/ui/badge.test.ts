import { describe, expect, it } from 'vitest';
import { tintOf } from './badge';

describe('tintOf', () => {
  it('keeps the colour at full amount and gives white at none', () => {
    expect(tintOf('#ea580c', 1)).toBe('#ea580c');
    expect(tintOf('#ea580c', 0)).toBe('#ffffff');
  });

  it('mixes the colour with white', () => {
    expect(tintOf('#000000', 0.5)).toBe('#808080');
  });

  it('falls back to grey for a value that is not a colour', () => {
    expect(tintOf('red', 1)).toBe('#94a3b8');
  });
});
