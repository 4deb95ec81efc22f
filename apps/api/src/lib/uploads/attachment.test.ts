import { describe, expect, it } from 'vitest';
import { attachment } from './attachment.ts';

describe('attachment', () => {
  it('keeps a plain name in both forms', () => {
    expect(attachment('My CV.pdf')).toBe(`attachment; filename="My CV.pdf"; filename*=UTF-8''My%20CV.pdf`);
  });

  it('gives an ASCII fallback and the exact UTF-8 name for accents', () => {
    expect(attachment('Zoë Brontë.pdf')).toBe(`attachment; filename="Zo_ Bront_.pdf"; filename*=UTF-8''Zo%C3%AB%20Bront%C3%AB.pdf`);
  });

  it('cannot be split or have its quoted string closed by a stored name', () => {
    const header = attachment('a"; filename=evil.exe\r\nSet-Cookie: x=1\\%.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    const quoted = /filename="([^"]*)"/.exec(header)?.[1];
    expect(quoted).toBe('a_; filename=evil.exe__Set-Cookie: x=1__.pdf');
    expect(header).toContain(`filename*=UTF-8''a%22%3B%20filename%3Devil.exe%0D%0ASet-Cookie%3A%20x%3D1%5C%25.pdf`);
  });

  it("encodes the characters RFC 5987 leaves out of attr-char", () => {
    expect(attachment("O'Neil (final)*.pdf")).toContain(`filename*=UTF-8''O%27Neil%20%28final%29%2A.pdf`);
  });
});
