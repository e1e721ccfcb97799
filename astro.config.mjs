// @ts-check
import preact from '@astrojs/preact';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import { siteRoutes } from './src/integrations/site-routes.ts';
import { assistantWidget } from './src/integrations/assistant-widget.ts';
import { compatParity } from './src/integrations/compat-parity.ts';
import { frameDirective } from './src/integrations/frame-directive.ts';

const RUNTIME = [
  /node_modules[\\/](preact|@preact[\\/]signals|@preact[\\/]signals-core|@astrojs[\\/]preact|@nanostores[\\/]react)[\\/]/,
  // Not the map store: only a staff page uses it.
  /node_modules[\\/]nanostores[\\/](?!map[\\/])/,
  /src[\\/]lib[\\/](api[\\/]request|api[\\/]api-error|interpolate)\.ts$/,
  // islandT and pluralKey: most island pages fill their strings with them.
  /src[\\/]lib[\\/]i18n-island\.ts$/,
  // The renderer's parity with React (effects' timing, autoFocus): before any island hydrates.
  /src[\\/]lib[\\/](effects-before-input|auto-focus)\.ts$/,
  // Small helpers most island pages use, and the helper of every lazy import: apart, each would
  // cost its own file (header, dictionary, import line) on the public pages.
  /src[\\/]lib[\\/](pages[\\/]use-public-page|focus-news|name-insurer)\.ts$/,
  /vite[\\/]preload-helper/,
  /rolldown[\\/]runtime/,
];

// The labelled field and how it reads a refusal: most forms use them, the tracker's case page does not.
// (Not ErrorSummary: only the claim form shows one first; the tracker's case page only on a refusal.)
const FIELDS =
  /src[\\/]islands[\\/]common[\\/](field-aria\.ts|TextField\.tsx)$|src[\\/]lib[\\/]api[\\/]field-problems\.ts$/;
/**
 * Every lazy import in the pages' scripts carried the list of files it needs, for the browser to
 * fetch them together (Vite's module preload): on the claim form that list alone was 0.8 KB of the
 * public pages' 80 KB. The files are still fetched, as each asks for its own imports. Astro sets the
 * option after the user's configuration, so a plugin sets it for the browser's build.
 */
function noPreloadLists() {
  return {
    name: 'no-preload-lists',
    configEnvironment: (/** @type {string} */ name) =>
      name === 'client' ? { build: { modulePreload: false } } : undefined,
  };
}

/**
 * The islands are written against React's API and run on Preact's compatibility layer (a tenth of
 * React's weight, which every page pays before anyone acts). Libraries that import React must be
 * bundled when pages are pre-rendered too, so that they meet the same alias and not React itself.
 */
const REACT_LIBRARIES = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  '@nanostores/react',
  '@headlessui/react',
  '@floating-ui/react',
  '@react-aria/focus',
  '@react-aria/interactions',
  '@tanstack/react-virtual',
  'lucide-react',
];
function reactLibrariesOnPreact() {
  return {
    name: 'react-libraries-on-preact',
    configEnvironment: (/** @type {string} */ name) =>
      name === 'ssr' || name === 'prerender' ? { resolve: { noExternal: REACT_LIBRARIES } } : undefined,
  };
}

/**
 * What every staff page's first code uses beside the runtime: the session and its renewal, the API
 * client and how it reports a failure, a page's loading and saving, whether the page is open to
 * the user. Apart they were a dozen files of a few hundred bytes each, three imports deep: on a
 * phone, each level of imports is a round trip before the page's record can paint.
 */
const STAFF = new RegExp(
  [
    String.raw`src[\\/]lib[\\/]auth[\\/](ensure-session|refresh|refresh-turn)\.ts$`,
    String.raw`src[\\/]lib[\\/]stores[\\/](session|session-store|branding|worklist-filter-storage|messages)\.ts$`,
    String.raw`src[\\/]lib[\\/]api[\\/](client|broadcast|conflict|download|save-file)\.ts$`,
    String.raw`src[\\/]lib[\\/]pages[\\/](loader|saving|use-page|use-record-painted|record-painted)\.ts$`,
    String.raw`src[\\/]lib[\\/](shell[\\/]page-access|path-segment)\.ts$`,
    String.raw`contract[\\/](page-areas|limits|auth)\.ts$`,
  ].join('|'),
);

// How dates are written, with and without their weekday: the public pages that show a date use both.
const DATES = /src[\\/]lib[\\/](dates|day-names)\.ts$|contract[\\/]business-time\.ts$/;
const LISTS = /src[\\/]lib[\\/](reference[\\/]lists|auth[\\/]paths)\.ts$|contract[\\/]reference-lists\.ts$/;

// Every route is pre-rendered once per language (English at the plain path, Romanian under /ro/);
// the server and CDNs map parameter routes to their shells with the table the integration writes.
export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'ro'],
    routing: { prefixDefaultLocale: false },
  },
  integrations: [preact({ compat: true }), compatParity(), frameDirective(), siteRoutes(), assistantWidget()],
  vite: {
    plugins: [tailwindcss(), noPreloadLists(), reactLibrariesOnPreact()],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // What every island page loads (React, its Astro renderer, the API transport) goes in
              // one file: gzip compresses it better whole, and each file costs its own header and
              // dictionary, which the 80 KB public pages (sign-in, tracker) cannot spare.
              codeSplitting: {
                groups: [
                  { name: 'runtime', test: (id) => RUNTIME.some((pattern) => pattern.test(id)), priority: 3 },
                  { name: 'fields', test: (id) => FIELDS.test(id), priority: 3 },
                  { name: 'staff', test: (id) => STAFF.test(id), priority: 2 },
                  { name: 'lists', test: (id) => LISTS.test(id), priority: 2 },
                  { name: 'dates', test: (id) => DATES.test(id), priority: 2 },
                ],
              },
            },
          },
        },
      },
    },
    // The version the pages were built with, so an open page notices a newer deployment.
    define: {
      __APP_VERSION__: JSON.stringify(
        JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version,
      ),
    },
  },
  devToolbar: { enabled: false },
});
