import { describe, expect, it } from 'vitest';
import { carriesReadableText, contrastRatio, DARK_TEXT, inkOn, LIGHT_TEXT, textColourOn } from './contrast.ts';

describe('text on an organisation colour', () => {
  it('measures contrast as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('rgb(118, 118, 118)', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('puts white on dark colours and near-black on light ones', () => {
    expect(textColourOn('#1a237e')).toBe(LIGHT_TEXT);
    expect(textColourOn('#546e7a')).toBe(LIGHT_TEXT);
    expect(textColourOn('#ffeb3b')).toBe(DARK_TEXT);
    expect(textColourOn('#607d8b')).toBe(DARK_TEXT);
  });

  it('refuses only the mid-tones on which neither reaches 4.5:1', () => {
    expect(carriesReadableText('#777777')).toBe(false);
    expect(carriesReadableText('#767676')).toBe(true);
    for (let v = 0; v < 256; v += 1) {
      const grey = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const text = textColourOn(grey);
      expect(carriesReadableText(grey), grey).toBe(contrastRatio(grey, text) >= 4.5);
    }
    expect(carriesReadableText('#000000') && carriesReadableText('#ffffff')).toBe(true);
  });

  it('writes links in the brand colour, darkened only as much as light surfaces need', () => {
    const surfaces = ['#ffffff', '#f5f7f8'];
    expect(inkOn('#546e7a', surfaces)).toBe('#546e7a');
    const ochre = inkOn('#ffe082', surfaces);
    for (const surface of surfaces) expect(contrastRatio(ochre, surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(ochre, '#ffffff')).toBeLessThan(6);
  });
});
