import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Test files share a worker's loaded modules instead of importing the whole source again per
    // file: importing was about as costly as the tests themselves. A file that changes global state
    // (the environment, the working folder) restores it.
    isolate: false,
    // One worker per core: vitest's default leaves one idle, half of a 2-core CI machine.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
