import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { BROWSER_API_PORT, CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/browser-settings.ts';
import { nodeTestFiles } from './tests/engine-test-files.ts';

const longRun = process.env.CLAIMS_LONG_RUN === '1';
const withPostgres = Boolean(process.env.TEST_POSTGRES_URL);
const files = nodeTestFiles(import.meta.dirname);

// Site tests read the built dist/ (built first when missing or stale); every API test copies the
// database its project migrated and seeded once (server/test/engine-setup.ts).
const globalSetup = ['server/test/global-setup.ts', 'server/test/engine-setup.ts'];

/**
 * Every server-side test file on SQLite, and the files written for both engines on PostgreSQL,
 * side by side. Their files share each worker's loaded modules (isolate: false): loading the app
 * anew for every file was a third of their time, and each test builds its own app and database.
 */
const engineProjects: TestProjectInlineConfiguration[] = [
  { test: { name: 'sqlite', include: files.sqlite, env: { TEST_ENGINE: 'sqlite' }, globalSetup, isolate: false } },
  ...(withPostgres
    ? [
        {
          test: {
            name: 'postgres',
            include: files.postgres,
            env: { TEST_ENGINE: 'postgres' },
            globalSetup,
            isolate: false,
          },
        },
      ]
    : []),
];

/** The islands run on Preact's compatibility layer in the pages (astro.config.mjs): tests render them on it too. */
const onPreact = {
  alias: [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    { find: /^react\/jsx(-dev)?-runtime$/, replacement: 'preact/jsx-runtime' },
  ],
};

/** The site's code on Node: its stores and globals are per file, so each file loads them afresh. */
const siteProject: TestProjectInlineConfiguration = {
  resolve: onPreact,
  test: {
    name: 'site',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.browser.test.ts'],
    // Libraries that import React go through the alias too, as in the pages' build.
    server: { deps: { inline: ['@nanostores/react', '@headlessui/react', 'lucide-react'] } },
  },
};

const browserProject: TestProjectInlineConfiguration = {
  // Browser code (stores, the API client) in Debian's Chromium, against the real server:
  // the test page's /api is proxied to an API the setup starts.
  server: { proxy: { '/api': `http://127.0.0.1:${BROWSER_API_PORT}` } },
  resolve: onPreact,
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
};

// The long runs (*.long.test.ts: a 60-second load, a database outage) run on their own, after
// everything else: `npm test` sets CLAIMS_LONG_RUN for that phase only.
const longProject: TestProjectInlineConfiguration = {
  test: { name: 'long', include: ['server/**/*.long.test.ts'], globalSetup: ['server/test/global-setup.ts'] },
};

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Vitest's default on two cores is one file at a time. The projects share four workers and run
    // one after another, PostgreSQL first (its files wait on the server's process much of their
    // time); interleaving the projects' files was slower, as each switch loads the app again.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    projects: longRun ? [longProject] : [...engineProjects, siteProject, browserProject],
  },
});
