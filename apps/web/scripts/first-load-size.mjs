// Prints the gzipped JavaScript and CSS a screen loads first: the entry chunk and its static imports, plus the
// lazy route chunks the router fetches before it can show that screen (and their static imports).
// Usage: node apps/web/scripts/first-load-size.mjs [src/features/landing/routes/landing.tsx ...]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const routeModules = process.argv.slice(2);
if (routeModules.length === 0) {
  routeModules.push('src/app/guards/public-only.tsx', 'src/features/landing/routes/landing.tsx');
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
for (const module of routeModules) visit(module);

let js = 0;
let css = 0;
for (const file of [...files].sort()) {
  const size = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
  if (file.endsWith('.css')) css += size;
  else js += size;
  console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
}
console.log(
  `JS ${(js / 1024).toFixed(1)} KB gzip, CSS ${(css / 1024).toFixed(1)} KB gzip (${files.size} files)`,
);
