import { describe, expect, it, vi } from 'vitest';
import type { FnolDraft } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { FNOL_KEYS } from '../../islands/parts/fnol-keys.ts';
import { ApiError } from '../api/api-error.ts';
import { messagesFor } from '../i18n.ts';
import { interpolate } from '../interpolate.ts';
import { checkFnolPolicy, fnolFormExists, submitFnol } from './api.ts';
import { createClaimFormPage, draftKey } from './claim-form-page.ts';

vi.mock('./api.ts', () => ({
  fnolFormExists: vi.fn(async () => true),
  submitFnol: vi.fn(),
  checkFnolPolicy: vi.fn(async () => true),
}));
vi.mock('../reference/lists.ts', () => ({ loadReferenceList: vi.fn(async () => []) }));

const complete: FnolDraft = {
  policy: { policy_type: 'RCA', policy_no: 'rorca12345678', insured_name: 'Ana Marinescu' },
  event: {
    event_date: '2026-01-14',
    event_country: 'RO',
    event_county: 'CJ',
    event_place: 'Cluj-Napoca',
    description: 'Another car hit my rear bumper at a red light.',
  },
  vehicle: {
    vehicle_category: 'car',
    vehicle_brand: 'dacia',
    vehicle_color: 'white',
    plate: 'cj 10 abc',
    damaged_parts: ['part-bumper-rear'],
  },
  contact: { contact_channel: 'email', contact: 'ana@example.test', contact_confirmation: 'ANA@example.test' },
};

/** A page as the island makes it: over the strings its page picked, in one language, with a draft kept in memory. */
function enteredPage(lang: Language = 'en', draft?: FnolDraft) {
  const kept = new Map<string, string>(draft ? [[draftKey('DEMO'), JSON.stringify(draft)]] : []);
  const storage = {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
  const m: Record<string, string> = messagesFor(lang, FNOL_KEYS);
  const page = createClaimFormPage('DEMO', lang, (key, values) => interpolate(m[key] ?? key, values ?? {}), storage);
  page.enter();
  return { page, kept };
}

describe('the claim form', () => {
  it("refuses an empty step with every field's own message in the page's language, the focus on the first", async () => {
    const { page } = enteredPage('ro');
    expect(await page.next()).toEqual({ to: 'field', field: 'policy_type' });
    expect(page.$errors.get()).toEqual({
      policy_type: 'Alegeti tipul politei.',
      policy_no: 'Introduceti numarul politei asa cum apare pe polita (5-30 litere si cifre).',
      insured_name: 'Introduceti numele asiguratului (persoana sau firma).',
    });
    expect(page.$step.get()).toBe('policy');
  });

  it('puts the focus on the first field at fault in the order the form shows them, the county included', async () => {
    const { page } = enteredPage('en', { policy: complete.policy });
    expect(await page.next()).toEqual({ to: 'heading' });
    page.set('event_date', '2026-01-14');
    page.set('description', 'short');
    expect(await page.next()).toEqual({ to: 'field', field: 'event_county' });
    expect(page.$errors.get()).toEqual({
      event_county: 'Choose…',
      event_place: 'Enter the town or place.',
      description: 'Tell what happened, in at least 10 characters.',
    });
  });

  it('keeps the draft in the browser between steps and visits, and goes back a step', async () => {
    const first = enteredPage();
    first.page.set('policy_no', 'RORCA123');
    expect(JSON.parse(first.kept.get(draftKey('DEMO')) ?? '{}')).toMatchObject({ policy: { policy_no: 'RORCA123' } });
    const again = enteredPage('en', complete);
    expect(again.page.$values.get()).toEqual(complete.policy);
    await again.page.next();
    expect(again.page.$step.get()).toBe('event');
    expect(again.page.back()).toEqual({ to: 'heading' });
    expect(again.page.$step.get()).toBe('policy');
    expect(again.page.back()).toBeNull();
  });

  it('sends the whole claim from the last step, forgets the draft and shows the number', async () => {
    vi.mocked(submitFnol).mockResolvedValueOnce({ case_no: 'DEMO00000001', tracker_url: 'https://x.test/status/1' });
    const { page, kept } = enteredPage('en', complete);
    for (let i = 0; i < 4; i++) await page.next();
    expect(submitFnol).toHaveBeenCalledWith(
      'DEMO',
      expect.objectContaining({ policy: { ...complete.policy, policy_no: 'RORCA12345678' } }),
    );
    expect(page.$receipt.get()).toEqual({ case_no: 'DEMO00000001', tracker_url: 'https://x.test/status/1' });
    expect(kept.has(draftKey('DEMO'))).toBe(false);
    expect(page.$sending.get()).toBe(false);
  });

  it("shows each field the server refuses beside it, on that field's step, and the rest under the form", async () => {
    const problem = (field: string, message: string) => ({ field, key: 'error.x', message });
    vi.mocked(submitFnol).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Choose the county where it happened.', {
        problems: [
          problem('event.event_county', 'Choose the county where it happened.'),
          problem('event.event_date', 'The event cannot be in the future.'),
          problem('vehicle.damaged_parts', 'Mark parts from the list.'),
        ],
      }),
    );
    const { page } = enteredPage('en', complete);
    for (let i = 0; i < 4; i++) await page.next();
    expect(page.$step.get()).toBe('event');
    expect(page.$errors.get()).toEqual({
      event_county: 'Choose the county where it happened.',
      event_date: 'The event cannot be in the future.',
    });
    expect(page.$problem.get()).toBeNull();

    vi.mocked(submitFnol).mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'Too many claims from here.'));
    for (let i = 0; i < 2; i++) await page.next();
    expect(await page.next()).toBeNull();
    expect(page.$problem.get()).toBe('Too many claims from here.');

    vi.mocked(submitFnol).mockRejectedValueOnce(new ApiError(0, 'network_error', 'Failed to fetch'));
    await page.next();
    expect(page.$problem.get()).toBe(
      'The claim could not be sent. Check the connection and try again; what you typed is kept.',
    );
    expect(page.$step.get()).toBe('contact');
  });

  it('says when the form does not exist', async () => {
    vi.mocked(fnolFormExists).mockResolvedValueOnce(false);
    const { page } = enteredPage();
    await vi.waitFor(() => expect(page.$unknownForm.get()).toBe(true));
  });

  it('checks the policy number and plate once the plate is typed, and lets the visitor go on either way', async () => {
    vi.mocked(checkFnolPolicy).mockClear();
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce(true);
    const { page } = enteredPage('en', complete);
    for (let i = 0; i < 2; i++) await page.next();
    expect(checkFnolPolicy).not.toHaveBeenCalled();
    await page.next();
    expect(page.$step.get()).toBe('contact');
    expect(checkFnolPolicy).toHaveBeenCalledWith('DEMO', { policy_no: 'rorca12345678', plate: 'cj 10 abc' });
    await vi.waitFor(() => expect(page.$policyNote.get()).toEqual({ found: true, text: 'We found your policy.' }));

    // Back and on again with nothing changed asks nothing; a changed plate is checked again.
    page.back();
    await page.next();
    expect(checkFnolPolicy).toHaveBeenCalledTimes(1);
    page.back();
    page.set('plate', 'CJ 11 ABC');
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce(false);
    await page.next();
    expect(page.$step.get()).toBe('contact');
    await vi.waitFor(() =>
      expect(page.$policyNote.get()).toEqual({
        found: false,
        text: 'We could not match this policy number and plate. You can still send the claim; we will check it.',
      }),
    );
  });

  it('says the policy could not be matched in Romanian, and says when there were too many checks', async () => {
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce(false);
    const { page } = enteredPage('ro', complete);
    for (let i = 0; i < 3; i++) await page.next();
    await vi.waitFor(() =>
      expect(page.$policyNote.get()?.text).toBe(
        'Nu am putut potrivi acest numar de polita cu numarul de inmatriculare. Puteti trimite totusi dauna; o vom verifica noi.',
      ),
    );
    const again = enteredPage('en', complete);
    vi.mocked(checkFnolPolicy).mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'Many policy checks.'));
    for (let i = 0; i < 3; i++) await again.page.next();
    await vi.waitFor(() => expect(again.page.$policyNote.get()).toEqual({ found: false, text: 'Many policy checks.' }));
    expect(again.page.$step.get()).toBe('contact');
  });
});
