import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandingCssVariables, DEFAULT_BRANDING } from '../../../contract/branding.ts';
import { applyBranding } from '../brand-paint.ts';
import { $branding, setBranding } from './branding.ts';

function recordingStyle() {
  const values = new Map<string, string>();
  return { values, setProperty: (name: string, value: string | null) => void values.set(name, value ?? '') };
}

describe('branding', () => {
  it('defaults to the platform branding: sidebar #607d8b, blue-grey-600', () => {
    expect($branding.get().sidebar_color).toBe('#607d8b');
    expect($branding.get().material_color).toBe('#546e7a');
    expect($branding.get().align_logo).toBe('left');
  });

  it("writes an organisation's colours as CSS variables", () => {
    setBranding({ sidebar_color: '#123456', color: '#abcdef' });
    const style = recordingStyle();
    applyBranding(style, $branding.get());
    expect(style.values.get('--brand-sidebar-color')).toBe('#123456');
    expect(style.values.get('--brand-color')).toBe('#abcdef');
    expect(style.values.get('--brand-material-color')).toBe(DEFAULT_BRANDING.material_color);
    setBranding({});
  });

  it('puts the logo and its alignment in variables too', () => {
    setBranding({ logo_url: 'https://insurer.example/logo.png', align_logo: 'right' });
    const style = recordingStyle();
    applyBranding(style, $branding.get());
    expect(style.values.get('--brand-logo-url')).toBe('url("https://insurer.example/logo.png")');
    expect(style.values.get('--brand-logo-direction')).toBe('row-reverse');
    setBranding({});
    applyBranding(style, $branding.get());
    expect(style.values.get('--brand-logo-direction')).toBe('row');
  });

  it('has the same defaults in the stylesheet, so the first paint is already branded', () => {
    const css = readFileSync(new URL('../../styles/global.css', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(brandingCssVariables(DEFAULT_BRANDING))) {
      expect(css, name).toContain(`${name}: ${value};`);
    }
    // …and that default is the very file an organisation without a logo of its own points at.
    expect(css).toContain(`--brand-default-logo-url: url("../../public${DEFAULT_BRANDING.logo_url}");`);
  });
});
