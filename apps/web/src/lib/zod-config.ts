/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for it when the first object
 * schema is built: under our CSP (no 'unsafe-eval') the probe is refused and the browser logs a violation on every
 * page load. Jitless parsing is a little slower and never evaluates code. This module must run before any schema
 * is built, so main.tsx imports it first.
 */
// From zod's core, not its 'z' namespace: the entry chunk carries the one setting, not the schema builders.
import { config } from 'zod/v4/core';

config({ jitless: true });
