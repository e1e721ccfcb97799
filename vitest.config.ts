import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { BROWSER_API_PORT, CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/browser-settings.ts';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'node',
          // The long runs (*.long.test.ts: a 60-second load, a database outage) run on their own,
          // after everything else: `npm test` sets CLAIMS_LONG_RUN for that phase only.
          include:
            process.env.CLAIMS_LONG_RUN === '1'
              ? ['server/**/*.long.test.ts']
              : ['contract/**/*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', ...(process.env.CLAIMS_LONG_RUN === '1' ? [] : ['**/*.long.test.ts'])],
          // Site tests read the built dist/; the setup builds it first when it is missing or stale.
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        // Browser code (stores, the API client) in Debian's Chromium, against the real server:
        // the test page's /api is proxied to an API the setup starts.
        server: { proxy: { '/api': `http://127.0.0.1:${BROWSER_API_PORT}` } },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.ts'],
          globalSetup: ['server/test/browser-api-server.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
