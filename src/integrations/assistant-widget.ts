import type { AstroIntegration } from 'astro';
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const assistantStrings = (language: string) =>
  Object.fromEntries(
    Object.entries(
      JSON.parse(readFileSync(new URL(`../../public/assets/i18n/${language}.json`, import.meta.url), 'utf8')) as Record<
        string,
        string
      >,
    ).filter(([key]) => key.startsWith('assistant.')),
  );

/**
 * Builds the assistant as a standalone script, dist/widgets/assistant.js: the chat and its renderer in
 * one file that any page can embed, beside the site the build makes.
 */
export function assistantWidget(): AstroIntegration {
  return {
    name: 'assistant-widget',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        await build({
          entryPoints: [fileURLToPath(new URL('../widgets/assistant.tsx', import.meta.url))],
          outfile: fileURLToPath(new URL('widgets/assistant.js', dir)),
          bundle: true,
          format: 'iife',
          minify: true,
          target: 'es2022',
          jsx: 'automatic',
          // The islands' React API on Preact's compatibility layer, as on the site's pages.
          alias: {
            react: 'preact/compat',
            'react-dom': 'preact/compat',
            'react-dom/client': 'preact/compat/client',
            'react/jsx-runtime': 'preact/jsx-runtime',
          },
          loader: { '.css': 'text' },
          define: {
            'process.env.NODE_ENV': '"production"',
            __ASSISTANT_MESSAGES__: JSON.stringify({ en: assistantStrings('en'), ro: assistantStrings('ro') }),
          },
          legalComments: 'none',
        });
      },
    },
  };
}
