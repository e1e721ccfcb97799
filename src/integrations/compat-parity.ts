import type { AstroIntegration } from 'astro';

/**
 * Makes the islands' renderer (Preact's compatibility layer) behave as React where the pages rely
 * on it, before any island hydrates: effects run before the next input, and `autoFocus` focuses.
 */
export function compatParity(): AstroIntegration {
  return {
    name: 'compat-parity',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('before-hydration', `import '/src/lib/effects-before-input.ts'; import '/src/lib/auto-focus.ts';`);
      },
    },
  };
}
