// @ts-check
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import { siteRoutes } from './src/integrations/site-routes.ts';
import { assistantWidget } from './src/integrations/assistant-widget.ts';

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
  integrations: [react(), siteRoutes(), assistantWidget()],
  vite: {
    plugins: [tailwindcss()],
    // The version the pages were built with, so an open page notices a newer deployment.
    define: {
      __APP_VERSION__: JSON.stringify(
        JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version,
      ),
    },
  },
  devToolbar: { enabled: false },
});
