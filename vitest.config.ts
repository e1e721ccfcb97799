import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Site tests read the built dist/; the setup builds it first when it is missing or stale.
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
