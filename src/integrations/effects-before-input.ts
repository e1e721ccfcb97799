import type { AstroIntegration } from 'astro';

/** Sets when the islands' effects run (src/lib/runtime/effects-before-input.ts) before any island hydrates. */
export function effectsBeforeInput(): AstroIntegration {
  return {
    name: 'effects-before-input',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('before-hydration', `import '/src/lib/runtime/effects-before-input.ts';`);
      },
    },
  };
}
