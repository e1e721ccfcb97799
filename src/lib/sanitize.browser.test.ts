import { describe, expect, it } from 'vitest';
import { sanitizeEventHtml } from './sanitize.ts';

/** A corpus of XSS vectors (OWASP's cheat sheet and friends), run through the real DOMPurify in Chromium. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div onclick="alert(1)">x</div>',
  '<p onmouseover="alert(1)">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<style>@import "javascript:alert(1)";</style>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="  javascript:alert(1)">x</a>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
];

describe('sanitising event descriptions', () => {
  it.each(VECTORS)('never lets %s through as script, handler or javascript: URL', (vector) => {
    const clean = sanitizeEventHtml(vector);
    const holder = document.createElement('div');
    holder.innerHTML = clean;
    expect(holder.querySelector('script, iframe, object, embed, style, form, input, meta, base, svg, math, video, details')).toBeNull();
    for (const el of holder.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${vector} → ${clean}`).toBe(false);
        expect(attr.value.replace(/\s/g, '').toLowerCase()).not.toMatch(/^(javascript|vbscript|data):/);
      }
    }
  });

  it('keeps the formatting staff use', () => {
    const html = '<p>Inspection on <strong>Thursday</strong>.</p><ul><li>Bring the <em>licence</em></li></ul><a href="https://example.test/x" title="Centres">centres</a>';
    expect(sanitizeEventHtml(html)).toBe(html);
  });
});
