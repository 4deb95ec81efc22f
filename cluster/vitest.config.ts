import { defineConfig } from 'vitest/config';

// The two-instance suite (`npm run test:cluster`): one file, one deployment, run on its own after the others.
export default defineConfig({
  test: {
    include: ['cluster/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
