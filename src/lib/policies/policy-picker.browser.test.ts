import axe from 'axe-core';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Policy } from '../../../contract/policies.ts';
import { POLICY_PICKER_KEYS, PolicyPicker } from '../../islands/policies/PolicyPicker.tsx';
import { signIn } from '../auth/sign-in.ts';
import { messagesFor } from '../i18n.ts';
import { clearSession } from '../stores/session.ts';

// Runs in Chromium against the real API and its demo register (README's policies), as a form embeds it.
const PASSWORD = 'Safe-Claims-2026!';
let root: Root | null = null;

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
  clearSession();
});

function mount(eventDate: string, lang: 'en' | 'ro' = 'en') {
  const host = document.createElement('main');
  document.body.append(host);
  document.documentElement.lang = lang;
  const chosen: (Policy | null)[] = [];
  root = createRoot(host);
  root.render(
    createElement(PolicyPicker, {
      lang,
      messages: messagesFor(lang, POLICY_PICKER_KEYS),
      eventDate,
      onChoose: (policy) => chosen.push(policy),
    }),
  );
  return { host, chosen };
}

async function seriousAxeViolations(host: HTMLElement): Promise<string[]> {
  const results = await axe.run(host);
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

const today = new Date().toISOString().slice(0, 10);
const box = () => document.querySelector<HTMLInputElement>('[role="combobox"]')!;
const optionTexts = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');

describe('the policy picker in the browser', () => {
  it('finds policies as you type, chooses one with the keyboard and shows its card and standing', async () => {
    await signIn('handler', PASSWORD);
    const { host, chosen } = mount(today);
    await expect.poll(() => box()).toBeTruthy();
    await userEvent.click(box());
    await userEvent.keyboard('rocas9000000');
    await expect.poll(optionTexts).toHaveLength(2);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      '2 matching policies. Use the arrow keys to choose one.',
    );
    expect(box().getAttribute('aria-expanded')).toBe('true');
    expect(await seriousAxeViolations(host)).toEqual([]);

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = box().getAttribute('aria-activedescendant')!;
    expect(document.getElementById(active)?.textContent).toContain('ROCAS90000001');
    expect(document.getElementById(active)?.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Enter}');

    await expect.poll(() => chosen.map((p) => p?.policy_no)).toEqual(['ROCAS90000001']);
    expect(optionTexts()).toEqual([]);
    const card = host.querySelector('section')!;
    expect(card.querySelector('h3')?.textContent).toBe('Policy ROCAS90000001');
    expect(card.querySelector('[data-testid="policy-standing"]')?.textContent).toBe('In force on the event date');
    await expect.poll(() => card.textContent).toContain('Comprehensive motor (CASCO)');
    expect(card.textContent).toContain('Elena Marin');
    expect(card.textContent).toContain('Own damage, Theft, Glass, Natural events, Roadside assistance');
    // Each term and its value are cells of their own: textContent runs them together.
    expect(card.textContent?.replace(/\s/g, ' ')).toContain('Sum insuredRON 45,000.00DeductibleRON 500.00');
    expect(card.textContent).toMatch(/Period\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(card.textContent).toContain('B902DEM · Dacia Duster');
    expect(await seriousAxeViolations(host)).toEqual([]);

    await userEvent.click(host.querySelector('button')!);
    expect(chosen.at(-1)).toBeNull();
    expect(host.querySelector('section')).toBeNull();
  });

  it("tells a lapsed, a cancelled and a future policy's standing, in Romanian too", async () => {
    await signIn('handler', PASSWORD);
    mount(today, 'ro');
    await expect.poll(() => box()).toBeTruthy();
    const pick = async (text: string) => {
      await userEvent.clear(box());
      await userEvent.type(box(), text);
      await expect.poll(optionTexts).toHaveLength(1);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect.poll(() => document.querySelector('[data-testid="policy-standing"]')?.textContent).toBeTruthy();
      return document.querySelector('[data-testid="policy-standing"]')?.textContent;
    };
    expect(await pick('CJ 903')).toBe('Expirată la data evenimentului');
    expect(await pick('TM904CAN')).toBe('Expirată la data evenimentului');
    expect(await pick('IS 905')).toBe('Încă neintrată în vigoare la data evenimentului');
    expect(document.querySelector('section')?.textContent).toContain('Limite stabilite prin lege');
    await userEvent.clear(box());
    await userEvent.type(box(), 'B 801 PRT');
    await expect
      .poll(() => document.querySelector('[role="status"]')?.textContent)
      .toBe('Nicio poliță nu se potrivește.');
  });
});
