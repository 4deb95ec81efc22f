import { describe, expect, it } from 'vitest';
import { formatFileSize, isPdfFile } from './files';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('file checks', () => {
  it('accepts PDFs only for the résumé, by type or by name when untyped', () => {
    expect(isPdfFile(file('cv.pdf', 'application/pdf'))).toBe(true);
    expect(isPdfFile(file('cv.PDF', ''))).toBe(true);
    expect(
      isPdfFile(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBe(false);
    expect(isPdfFile(file('cv.pdf', 'image/png'))).toBe(false);
  });

  it('writes sizes people read', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(120 * 1024)).toBe('120 KB');
    expect(formatFileSize(1.45 * 1024 * 1024)).toBe('1.4 MB');
  });
});
