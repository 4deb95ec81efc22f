// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, filesRunOnLoad } from './compile-hints';
import { ROUTE_PRELOADS_FILE } from './route-preloads';

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

describe('compileHints', () => {
  type Handler = (
    this: { error: (message: string) => never },
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  const run = (bundle: Record<string, unknown>) => {
    const hook = compileHints().generateBundle as { handler: Handler };
    hook.handler.call(
      {
        error: (message) => {
          throw new Error(message);
        },
      },
      {},
      bundle,
    );
  };
  const output = (fileName: string, code: string, imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, code, imports, isEntry }) as { type: 'chunk'; code: string };

  it('puts the hint first in the files run on load, before the list of dependencies Vite wrote', () => {
    const entry = output('assets/index.js', 'const __vite__mapDeps=0;import("./home.js")', [], true);
    const home = output('assets/home.js', 'export const home=1');
    const dialog = output('assets/dialog.js', 'export const dialog=1');
    run({
      'assets/index.js': entry,
      'assets/home.js': home,
      'assets/dialog.js': dialog,
      [ROUTE_PRELOADS_FILE]: { type: 'asset', source: JSON.stringify({ '/home': ['assets/home.js'] }) },
    });
    expect(entry.code).toBe(`${COMPILE_HINT}const __vite__mapDeps=0;import("./home.js")`);
    expect(home.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(dialog.code).toBe('export const dialog=1');
  });

  it('refuses to guess when the route files were not written before it', () => {
    expect(() => run({ 'assets/index.js': output('assets/index.js', '', [], true) })).toThrow(
      ROUTE_PRELOADS_FILE,
    );
  });
});
