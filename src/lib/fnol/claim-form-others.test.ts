import { describe, expect, it, vi } from 'vitest';
import type { FnolDraft } from '../../../contract/fnol.ts';
import { FNOL_KEYS } from '../../islands/fnol/fnol-keys.ts';
import { messagesFor } from '../i18n.ts';
import { interpolate } from '../interpolate.ts';
import { createClaimFormPage } from './claim-form-page.ts';
import { draftKey, placeKey } from './claim-form-kept.ts';

vi.mock('./api.ts', () => ({
  loadFnolForm: vi.fn(async () => ({ org_name: 'Demo Asigurari' })),
  submitFnol: vi.fn(),
  checkFnolPolicy: vi.fn(async () => ({ recognised: false })),
}));
vi.mock('../reference/lists.ts', () => ({ loadReferenceList: vi.fn(async () => []) }));

const memory = (kept: Map<string, string>) => ({
  getItem: (key: string) => kept.get(key) ?? null,
  setItem: (key: string, value: string) => void kept.set(key, value),
  removeItem: (key: string) => void kept.delete(key),
});

/** A page opened on the step about the others involved, with these answers there. */
function othersStep(lang: 'en' | 'ro', others: FnolDraft['others'] = {}) {
  const kept = new Map([
    [draftKey('DEMO'), JSON.stringify({ others })],
    [placeKey('DEMO'), 'others'],
  ]);
  const m: Record<string, string> = messagesFor(lang, FNOL_KEYS);
  const page = createClaimFormPage(
    'DEMO',
    lang,
    (key, v) => interpolate(m[key] ?? key, v ?? {}),
    memory(kept),
    memory(new Map()),
  );
  page.enter();
  return page;
}

describe("the claim form's step about the others involved", () => {
  it('asks whether there was another vehicle and whether anyone was hurt, each in its own words', async () => {
    const page = othersStep('ro');
    expect(await page.next()).toEqual({ to: 'summary' });
    expect(page.$errors.get()).toEqual({
      other_vehicle: 'Precizați dacă a fost implicat un alt vehicul.',
      injured: 'Precizați dacă a fost rănită vreo persoană.',
    });
  });

  it("asks the other vehicle's plate, and the amicable report only when no one was hurt", async () => {
    const page = othersStep('en', { other_vehicle: 'yes', injured: 'no', other_plate: 'B1' });
    await page.next();
    expect(page.$errors.get()).toEqual({
      other_plate: "Enter the other vehicle's registration number, 4 to 12 letters and digits, e.g. B 123 ABC.",
      amicable: 'Say whether you filled in an amicable report, and how you will give it.',
    });
    // Typed from the report: its insurer and the other driver's policy number are needed.
    page.set('other_plate', 'cj 10 xyz');
    page.set('amicable', 'fields');
    await page.next();
    expect(Object.keys(page.$errors.get())).toEqual(['other_insurer', 'other_policy_no']);
    // With an injury the police report replaces the amicable report: it is no longer asked.
    page.set('injured', 'yes');
    expect(await page.next()).toEqual({ to: 'heading' });
    expect(page.$step.get()).toBe('contact');
  });

  it('adds witnesses one by one, up to three, focus on each new name, and removes one keeping the others', async () => {
    const page = othersStep('en', { other_vehicle: 'none', injured: 'no' });
    expect(await page.witness('add')).toEqual({ to: 'field', field: 'witness1_name' });
    page.set('witness1_name', 'Ion Pop');
    expect(await page.witness('add')).toEqual({ to: 'field', field: 'witness2_name' });
    page.set('witness2_name', 'Maria Ilie');
    page.set('witness2_phone', '+40 722 000 000');
    expect(await page.witness('add')).toEqual({ to: 'field', field: 'witness3_name' });
    expect(await page.witness('add')).toEqual({ to: 'element', id: 'fnol-add-witness' });
    expect(page.$values.get().witness_count).toBe('3');
    // The third was added but not named: the step says so at that witness.
    await page.next();
    expect(page.$errors.get()).toEqual({ witness3_name: 'Enter the name of witness 3, at least 2 characters.' });
    expect(await page.witness(1)).toEqual({ to: 'field', field: 'witness1_name' });
    expect(page.$values.get()).toMatchObject({
      witness_count: '2',
      witness1_name: 'Maria Ilie',
      witness1_phone: '+40 722 000 000',
      witness2_name: '',
      witness3_name: '',
    });
    expect(await page.witness(2)).toEqual({ to: 'element', id: 'fnol-add-witness' });
    expect(await page.next()).toEqual({ to: 'heading' });
  });
});
