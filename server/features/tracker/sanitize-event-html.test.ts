import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { XSS_VECTORS } from '../../../tests/fixtures/xss-vectors.ts';
import { sanitizeEventHtml } from './sanitize-event-html.ts';

describe('sanitising event descriptions on the server', () => {
  const { document } = new JSDOM('').window;

  it.each(XSS_VECTORS)('never lets %s through as script, handler or javascript: URL', async (vector) => {
    const clean = await sanitizeEventHtml(vector);
    // Parsed again as a browser would parse what it receives.
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(
      holder.querySelector('script, iframe, object, embed, style, form, input, meta, base, svg, math, video, details'),
    ).toBeNull();
    for (const el of holder.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${vector} → ${clean}`).toBe(false);
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it('keeps the formatting staff use', async () => {
    const html =
      '<p>Inspection on <strong>Thursday</strong>.</p><ul><li>Bring the <em>licence</em></li></ul><a href="https://example.test/x" title="Centres">centres</a>';
    expect(await sanitizeEventHtml(html)).toBe(html);
  });
});
