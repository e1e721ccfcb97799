import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** `client:frame` for the staff frame's islands (src/lib/shell/frame-directive.ts says when they load). */
export function frameDirective(): AstroIntegration {
  return {
    name: 'frame-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'frame',
          entrypoint: fileURLToPath(new URL('../lib/shell/frame-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
