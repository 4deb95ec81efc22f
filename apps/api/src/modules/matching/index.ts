// The matching module's public face: other modules import from here, never from its files (eslint.config.js).
export type { MatchingEngine } from './engine.ts';
