import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));

/**
 * The contract's modules that the first loads of /landingpage, /login, /home, /yourmatches, the signup and
 * account-recovery screens read, and those that job cards, conversations, the operator's screen and volunteer roles
 * read on theirs (words, lists, limits: `BENCH_EVERY_ROUTE=1 npm run bench:web` measures those loads). The web build keeps whole modules, so one schema built in any of them, or in a module they import, brings
 * zod (about 23 KB gzip) into every one of those loads: schemas live in modules of their own (matching.ts beside
 * matching-words.ts, trust.ts beside trust-words.ts, account.ts beside account-words.ts, jobs/reply-record.ts
 * beside replies.ts, conversations.ts beside conversation-words.ts), and the forms and dialogs load theirs after the
 * first screen (apps/web/src/lib/deferred-resolver.ts and deferred-schema.ts).
 */
const FIRST_LOAD_MODULES = [
  'account-words.ts',
  'community/messages.ts',
  'community/volunteering-words.ts',
  'conversation-words.ts',
  'duration-words.ts',
  'enums.ts',
  'interview-words.ts',
  'jobs/application-words.ts',
  'jobs/comma-split.ts',
  'jobs/dashboard-words.ts',
  'jobs/review-words.ts',
  'jobs/verification-words.ts',
  'limits.ts',
  'matching-words.ts',
  'messages.ts',
  'names.ts',
  'postcode-words.ts',
  'notification-words.ts',
  'preferences-words.ts',
  'privacy-words.ts',
  'profile/import-words.ts',
  'public-pages/job-view.ts',
  'public-pages/next-path.ts',
  'remembered-name.ts',
  'replies.ts',
  'salary.ts',
  'saved-search-words.ts',
  'team-words.ts',
  'trust-words.ts',
  'ui-messages.ts',
  'user-words.ts',
];

/** The modules a module imports for their values (`import type` is left out: it is gone from the built code). */
function valueImports(file: string): string[] {
  const source = readFileSync(join(SRC, file), 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
    const specifier = match[1] ?? match[2]!;
    found.push(specifier.startsWith('.') ? join(dirname(file), specifier) : specifier);
  }
  return found;
}

/** The packages a module reaches through its value imports, at any depth. */
function packagesReached(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const imported of valueImports(file)) {
    if (imported.endsWith('.ts')) for (const name of packagesReached(imported, seen)) packages.add(name);
    else packages.add(imported);
  }
  return packages;
}

describe("the contract's modules on the first screens", () => {
  it.each(FIRST_LOAD_MODULES)('%s builds no schema: it reaches no zod', (file) => {
    expect([...packagesReached(file)].filter((name) => name === 'zod' || name.startsWith('zod/'))).toEqual([]);
  });

  it('sees a schema module for what it is', () => {
    expect(packagesReached('matching.ts').has('zod')).toBe(true);
  });
});
