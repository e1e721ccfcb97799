import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/browser-settings.ts';

/**
 * Browser tests run the real server (`node server/index.ts`, which builds dist/ when stale) on a
 * fresh SQLite file, and drive Debian's Chromium: Playwright cannot download a browser here.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317);
// Workers load this file again but inherit the environment, so they all see the run's one folder.
process.env.CLAIMS_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'claims-e2e-'));
const dataDir = process.env.CLAIMS_E2E_DATA_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two browsers and the server share two CPUs in CI; a walk across several pages with an axe scan on
  // each took 28 s there and once ran out of a 30 s allowance.
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test cost a fifth of the run, and CI keeps only its log: record
    // one when looking into a failure (`npx playwright test <file> --trace on`).
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      // The assistant's model and a page of another origin embedding its widget (tests/support).
      command: `"${process.execPath}" tests/support/fake-model-server.ts`,
      url: 'http://127.0.0.1:4338/',
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // process.execPath: the Node 24 that `npm test` runs on.
      command: `"${process.execPath}" server/index.ts`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(PORT),
        APP_ENV: 'development',
        DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`,
        DOCUMENTS_DIR: join(dataDir, 'documents'),
        ENV_LABEL: 'E2E',
        ENV_LABEL_COLOR: '#ffb74d',
        // spec.md polls every 5 minutes; the tests shorten it here, never in the product.
        NOTIFICATION_POLL_MS: '2000',
        // The request log would only cost the browser tests time: what it writes is tested in Vitest.
        LOG_LEVEL: 'warn',
        // Tracker tests each send their own X-Forwarded-For, so the per-address send limit, which
        // all of them would otherwise share from 127.0.0.1, applies to each test alone: the browser
        // stands where a proxy on loopback would.
        TRUSTED_PROXIES: 'loopback',
        AI_BASE_URL: 'http://127.0.0.1:4337/v1',
        AI_MODEL: 'e2e-test-model',
        AI_WIDGET_ORIGINS: 'http://127.0.0.1:4338',
      },
    },
  ],
});
