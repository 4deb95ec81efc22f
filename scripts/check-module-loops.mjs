// `npm run check` step: refuses a loop between the API's modules (apps/api/src/modules/<module>/), which
// import-x's no-cycle cannot see when no single chain of files closes it (module A's service imports B's index,
// while another of B's files imports A's). Modules build on one another in one direction, so a module can be read,
// tested and changed from the bottom up (docs/ARCHITECTURE.md, "Module shape"). Value imports only: an
// `import type` leaves nothing behind at run time. Tests are left out; they may reach across freely.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODULES = fileURLToPath(new URL('../apps/api/src/modules/', import.meta.url));
const IMPORT = /^\s*(import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'/gms;

/** The module a path inside MODULES belongs to. */
const moduleOf = (path) => relative(MODULES, path).split(sep)[0];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** module -> the modules it imports values from, with one file that does, for the message. */
const edges = new Map();
for (const file of sourceFiles(MODULES)) {
  const from = moduleOf(file);
  for (const [, , specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (!specifier.startsWith('.')) continue;
    const target = join(file, '..', specifier);
    if (relative(MODULES, target).startsWith('..')) continue;
    const to = moduleOf(target);
    if (to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, relative(process.cwd(), file));
  }
}

// Tarjan's strongly connected components: a component of more than one module is a loop.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const loops = [];
function visit(node) {
  index.set(node, counter);
  low.set(node, counter++);
  stack.push(node);
  onStack.add(node);
  for (const next of edges.get(node)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(node, Math.min(low.get(node), low.get(next)));
    } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
  }
  if (low.get(node) !== index.get(node)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== node);
  if (component.length > 1) loops.push(component.sort());
}
for (const node of edges.keys()) if (!index.has(node)) visit(node);

if (loops.length > 0) {
  for (const loop of loops) {
    console.error(`API modules in a loop: ${loop.join(', ')}`);
    for (const from of loop) for (const [to, file] of edges.get(from) ?? []) if (loop.includes(to)) console.error(`  ${from} -> ${to} (${file})`);
  }
  process.exit(1);
}
console.log(`API modules: ${new Set([...edges.keys(), ...[...edges.values()].flatMap((to) => [...to.keys()])]).size} with no loop between them`);
