// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filesRunOnLoad } from './compile-hints';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({ fileName, imports, isEntry });

describe('filesRunOnLoad', () => {
  const chunks = [
    chunk('assets/index.js', ['assets/runtime.js'], true),
    chunk('assets/runtime.js'),
    chunk('assets/start.js', ['assets/react.js']),
    chunk('assets/react.js'),
    chunk('assets/home.js', ['assets/card.js']),
    chunk('assets/card.js', ['assets/react.js']),
    chunk('assets/job-detail-dialog.js', ['assets/dialog.js']),
    chunk('assets/dialog.js'),
  ];
  const preloads = { '/home': ['assets/start.js', 'assets/home.js'] };

  it("takes the entry, every route's first-load files, and what they import", () => {
    expect([...filesRunOnLoad(chunks, preloads)].sort()).toEqual([
      'assets/card.js',
      'assets/home.js',
      'assets/index.js',
      'assets/react.js',
      'assets/runtime.js',
      'assets/start.js',
    ]);
  });

  it('leaves out code only loaded later (a dialog and what only it imports)', () => {
    const files = filesRunOnLoad(chunks, preloads);
    expect(files.has('assets/job-detail-dialog.js')).toBe(false);
    expect(files.has('assets/dialog.js')).toBe(false);
  });
});
