#!/usr/bin/env node
// `npm run check:tables` (part of `npm run check`): one owner module per table. Finds which API module
// (apps/api/src/modules/<module>/) writes which table, from Kysely's insertInto / updateTable / deleteFrom /
// replaceInto / mergeInto calls with a literal table name, and refuses a write to a table another module owns
// unless docs/ARCHITECTURE.md's table "Who writes which table" lists that module beside the table with its reason.
// The import rules cannot see SQL: this is the guard for the data. An allow-list entry no longer needed is refused
// too, so the list stays the true size of the debt. Reads (selectFrom) are counted, not refused: `--reads` lists
// them. `--write` adds a row for each table only one module writes that the table does not list yet (owner: that
// module), so tables added in parallel branches get their owner by one command; a table several modules write
// still needs a person to choose its owner and explain the rest.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MODULES = join(ROOT, 'apps/api/src/modules');
const DOC = join(ROOT, 'docs/ARCHITECTURE.md');
const BEGIN = '<!-- table-owners:begin (npm run check:tables) -->';
const END = '<!-- table-owners:end -->';

const CALL = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectFrom)\(\s*(['"`])([^'"`]+)\2/g;
const DYNAMIC = /\.(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\(\s*(?!['"`\s])/g;
/**
 * Files that write a table named by a variable (one generic repository for two tables of the same shape), and the
 * tables that variable can name (its type says so): counted as that file's module's writes.
 */
const DYNAMIC_FILES = {
  'jobs/org-profiles/repository.ts': ['smallbiz_profiles', 'nonprofit_profiles'],
  'profile/entries/repository.ts': ['education', 'experience'],
};

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** table -> module -> files (relative to the modules folder) that write it; the same for reads. */
const writes = new Map();
const reads = new Map();
const problems = [];
const note = (map, table, module, file) => {
  if (!map.has(table)) map.set(table, new Map());
  if (!map.get(table).has(module)) map.get(table).set(module, new Set());
  map.get(table).get(module).add(file);
};
for (const path of sourceFiles(MODULES)) {
  const file = relative(MODULES, path).split(sep).join('/');
  const module = file.split('/')[0];
  const text = readFileSync(path, 'utf8');
  for (const [, call, , name] of text.matchAll(CALL)) {
    const table = name.split(/\s+as\s+/)[0].trim();
    note(call === 'selectFrom' ? reads : writes, table, module, file);
  }
  if ([...text.matchAll(DYNAMIC)].length > 0) {
    if (DYNAMIC_FILES[file]) for (const table of DYNAMIC_FILES[file]) note(writes, table, module, file);
    else problems.push(`${file} writes a table named by a variable: name it literally, or list it in DYNAMIC_FILES (scripts/check-table-owners.mjs) with the tables it can name`);
  }
}

/** The documented table: rows `| \`table\` | \`owner\` | \`module\`: why; \`module\`: why |`. */
const doc = readFileSync(DOC, 'utf8');
const start = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
if (start < 0 || end < start) {
  console.error(`docs/ARCHITECTURE.md has no "${BEGIN}" ... "${END}" block`);
  process.exit(1);
}
const owners = new Map();
const allowed = new Map();
for (const line of doc.slice(start + BEGIN.length, end).split('\n')) {
  const cells = line.split('|').slice(1, -1).map((cell) => cell.trim());
  const table = /^`([a-z0-9_]+)`$/.exec(cells[0] ?? '')?.[1];
  if (!table) continue;
  owners.set(table, /^`([a-z0-9-]+)`$/.exec(cells[1] ?? '')?.[1]);
  const others = new Map();
  for (const entry of (cells[2] ?? '').split(/;\s*(?=`[a-z0-9-]+`:)/).filter((part) => part && part !== '—')) {
    const match = /^`([a-z0-9-]+)`:\s*(.+)$/.exec(entry);
    if (match) others.set(match[1], match[2]);
    else problems.push(`docs/ARCHITECTURE.md: the allow-list entry "${entry}" of ${table} is not "\`module\`: why"`);
  }
  allowed.set(table, others);
}

if (process.argv.includes('--write')) {
  const missing = [...writes].filter(([table, modules]) => !owners.has(table) && modules.size === 1);
  const rows = missing.map(([table, modules]) => `| \`${table}\` | \`${[...modules.keys()][0]}\` | — |`);
  const block = doc.slice(start + BEGIN.length, end).trimEnd();
  const kept = block.split('\n').filter((line) => line.trim());
  const header = kept.filter((line) => !/^\|\s*`/.test(line));
  const body = [...kept.filter((line) => /^\|\s*`/.test(line)), ...rows].sort();
  writeFileSync(DOC, `${doc.slice(0, start + BEGIN.length)}\n${[...header, ...body].join('\n')}\n${doc.slice(end)}`);
  console.log(`docs/ARCHITECTURE.md: ${rows.length} table(s) added with their only writer as owner`);
  process.exit(0);
}

for (const [table, modules] of writes) {
  const owner = owners.get(table);
  if (!owners.has(table)) {
    problems.push(`${table} (written by ${[...modules.keys()].join(', ')}) has no owner in docs/ARCHITECTURE.md's "Who writes which table" (npm run check:tables -- --write adds single-writer tables)`);
    continue;
  }
  if (!owner) problems.push(`${table}: its owner in docs/ARCHITECTURE.md is not a \`module\``);
  for (const [module, files] of modules) {
    if (module === owner || allowed.get(table)?.has(module)) continue;
    problems.push(`${[...files].join(', ')} writes ${table}, owned by ${owner}: call ${owner}'s index.ts, or list \`${module}\` with its reason beside ${table} in docs/ARCHITECTURE.md`);
  }
}
for (const [table, others] of allowed) {
  for (const module of others.keys()) {
    if (!writes.get(table)?.has(module)) problems.push(`docs/ARCHITECTURE.md allows ${module} to write ${table}, which it no longer does: take it off the list`);
  }
  if (!writes.has(table) && owners.has(table)) problems.push(`docs/ARCHITECTURE.md lists ${table}, which no module writes any more: take it off`);
}

if (process.argv.includes('--reads')) {
  for (const [table, modules] of [...reads].sort()) {
    const foreign = [...modules.keys()].filter((module) => module !== owners.get(table));
    if (foreign.length > 0) console.log(`${table} (owner ${owners.get(table) ?? '?'}) read by ${foreign.join(', ')}`);
  }
}

if (problems.length > 0) {
  console.error(`One owner per table (docs/ARCHITECTURE.md, "Who writes which table"):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const shared = [...allowed.values()].reduce((sum, others) => sum + others.size, 0);
console.log(`${writes.size} tables written, each by its owner; ${shared} explained writes by another module (docs/ARCHITECTURE.md)`);
