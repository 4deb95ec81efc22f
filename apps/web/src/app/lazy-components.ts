import type { ComponentType } from 'react';
import type { LazyComponent } from './route-table';

/**
 * Every module the route table (route-table.ts) may name, each its own chunk: route-level code splitting. Keys are
 * relative to this folder, as the table's are, with the extension.
 */
const MODULES = import.meta.glob<Record<string, ComponentType | undefined>>([
  './guards/public-only.tsx',
  './routes/*-shell.tsx',
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/** The component a route table entry names, loading its chunk. */
export async function loadComponent({ module, export: name }: LazyComponent): Promise<ComponentType> {
  const load = MODULES[`${module}.tsx`];
  if (!load) throw new Error(`The route table names ${module}, which is not a route module`);
  const component = (await load())[name];
  if (!component) throw new Error(`${module} has no export ${name}`);
  return component;
}
