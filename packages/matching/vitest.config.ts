import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'matching', environment: 'node' } });
