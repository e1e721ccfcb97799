import { describe, expect, it, vi } from 'vitest';
import type { FnolDraft } from '../../../contract/fnol.ts';
import type { Language } from '../../../contract/languages.ts';
import { FNOL_KEYS } from '../../islands/fnol/fnol-keys.ts';
import { ApiError } from '../api/api-error.ts';
import { messagesFor } from '../i18n.ts';
import { interpolate } from '../interpolate.ts';
import { checkFnolPolicy, loadFnolForm, submitFnol } from './api.ts';
import { createClaimFormPage } from './claim-form-page.ts';
import { draftKey, placeKey } from './claim-form-kept.ts';

vi.mock('./api.ts', () => ({
  loadFnolForm: vi.fn(async () => ({ org_name: 'Demo Asigurari' })),
  submitFnol: vi.fn(),
  checkFnolPolicy: vi.fn(async () => true),
}));
vi.mock('../reference/lists.ts', () => ({
  loadReferenceList: vi.fn(async (list: string) =>
    list === 'countries'
      ? [
          { code: 'RO', name: 'Romania' },
          { code: 'AT', name: 'Austria' },
          { code: 'DE', name: 'Germania' },
          { code: 'BG', name: 'Bulgaria' },
        ]
      : [],
  ),
}));

const complete: FnolDraft = {
  policy: { policy_type: 'RCA', policy_no: 'rorca12345678', insured_name: 'Ana Marinescu' },
  event: {
    event_date: '2026-01-14',
    event_time: '08:30',
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
  others: { other_vehicle: 'none', injured: 'no' },
  contact: { contact_channel: 'email', contact: 'ana@example.test', contact_confirmation: 'ANA@example.test' },
};

/** A browser storage in memory. */
function memory(kept = new Map<string, string>()) {
  return {
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
    removeItem: (key: string) => void kept.delete(key),
  };
}

/**
 * A page as the island makes it: over the strings its page picked, in one language, with a draft
 * kept in memory, and this tab's storage (`tab`, kept over a "reload": a second page on the same one).
 */
function enteredPage(lang: Language = 'en', draft?: FnolDraft, tab = new Map<string, string>()) {
  const kept = new Map<string, string>(draft ? [[draftKey('DEMO'), JSON.stringify(draft)]] : []);
  const m: Record<string, string> = messagesFor(lang, FNOL_KEYS);
  const t = (key: string, values?: Record<string, string | number>) => interpolate(m[key] ?? key, values ?? {});
  const page = createClaimFormPage('DEMO', lang, t, memory(kept), memory(tab));
  page.enter();
  return { page, kept, tab };
}

describe('the claim form', () => {
  it("refuses an empty step with every field's own message in the page's language, the focus on the summary", async () => {
    const { page } = enteredPage('ro');
    expect(await page.next()).toEqual({ to: 'summary' });
    expect(page.$summaryAt.get()).toBe(1);
    expect(page.$errors.get()).toEqual({
      policy_type: 'Alegeți tipul poliței.',
      policy_no: 'Introduceți numărul poliței așa cum apare pe poliță (5-30 de litere și cifre).',
      insured_name: 'Introduceți numele asiguratului (persoană sau firmă), de cel puțin 3 caractere.',
    });
    expect(page.$step.get()).toBe('policy');
  });

  it('names every field at fault in the order the form shows them, the county included', async () => {
    const { page } = enteredPage('en', { policy: complete.policy });
    expect(await page.next()).toEqual({ to: 'heading' });
    page.set('event_date', '2026-01-14');
    page.set('description', 'short');
    expect(await page.next()).toEqual({ to: 'summary' });
    expect(page.$summaryAt.get()).toBe(1);
    expect(page.$errors.get()).toEqual({
      event_time: 'Enter the time as hours and minutes, for example 14:30.',
      event_county: 'Choose…',
      event_place: 'Enter the town or place, at least 2 characters.',
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

  it('shows every answer for review after the last step and sends the whole claim from there, forgetting the draft', async () => {
    vi.mocked(submitFnol).mockClear();
    vi.mocked(submitFnol).mockResolvedValueOnce({ case_no: 'DEMO00000001', tracker_url: 'https://x.test/status/1' });
    // A plate typed for another vehicle before the visitor said there was none.
    const stale = { ...complete, others: { ...complete.others, other_plate: 'B 1 XYZ' } };
    const { page, kept } = enteredPage('en', stale);
    for (let i = 0; i < 4; i++) await page.next();
    expect(await page.next()).toEqual({ to: 'heading' });
    expect(page.$reviewing.get()).toBe(true);
    expect(submitFnol).not.toHaveBeenCalled();
    expect(kept.get(placeKey('DEMO'))).toBe('review');
    // A change goes to the step and its field; that step's Next comes back to the review.
    expect(page.change('policy', 'insured_name')).toEqual({ to: 'field', field: 'insured_name' });
    expect([page.$reviewing.get(), page.$step.get()]).toEqual([false, 'policy']);
    page.set('insured_name', 'Ana M. Marinescu');
    expect(await page.next()).toEqual({ to: 'heading' });
    expect(page.$reviewing.get()).toBe(true);
    expect(page.valuesOf('policy').insured_name).toBe('Ana M. Marinescu');
    // Not sent until the visitor declares the answers true.
    expect(await page.send()).toEqual({ to: 'summary' });
    expect(page.$errors.get()).toEqual({ declaration: 'Tick the declaration to send the claim.' });
    expect(submitFnol).not.toHaveBeenCalled();
    page.declare(true);
    expect(page.$errors.get()).toEqual({});
    expect(await page.send()).toEqual({ to: 'heading' });
    expect(submitFnol).toHaveBeenCalledWith(
      'DEMO',
      expect.objectContaining({
        policy: { ...complete.policy, policy_no: 'RORCA12345678', insured_name: 'Ana M. Marinescu' },
        // The plate as the register writes it; the answers the form did not ask are not sent.
        vehicle: expect.objectContaining({ plate: 'CJ10ABC' }),
        others: expect.objectContaining({ other_vehicle: 'none', injured: 'no', police_report_no: '' }),
        declaration: true,
      }),
    );
    expect(vi.mocked(submitFnol).mock.calls[0]?.[1].others.other_plate).toBe('');
    expect(page.$receipt.get()).toEqual({ case_no: 'DEMO00000001', tracker_url: 'https://x.test/status/1' });
    expect(kept.has(draftKey('DEMO'))).toBe(false);
    expect(kept.has(placeKey('DEMO'))).toBe(false);
    expect(page.$sending.get()).toBe(false);
  });

  it('keeps the confirmation for a reload of the tab, with the contact it names, until another claim is started', async () => {
    vi.mocked(submitFnol).mockResolvedValueOnce({ case_no: 'DEMO00000002', tracker_url: 'https://x.test/status/2' });
    const first = enteredPage('en', complete);
    for (let i = 0; i < 5; i++) await first.page.next();
    first.page.declare(true);
    await first.page.send();
    const reloaded = enteredPage('en', undefined, first.tab);
    expect(reloaded.page.$receipt.get()).toEqual({ case_no: 'DEMO00000002', tracker_url: 'https://x.test/status/2' });
    expect(reloaded.page.valuesOf('contact')).toMatchObject({ contact_channel: 'email', contact: 'ana@example.test' });
    expect(reloaded.page.$restored.get()).toBe(false);
    // Another claim: an empty first step, and a reload no longer shows the confirmation.
    expect(reloaded.page.discard()).toEqual({ to: 'heading' });
    expect([reloaded.page.$receipt.get(), reloaded.page.$step.get()]).toEqual([null, 'policy']);
    expect(enteredPage('en', undefined, first.tab).page.$receipt.get()).toBeNull();
  });

  it('says a kept draft is back until the visitor moves on, and starts again empty when asked', async () => {
    const { page, kept } = enteredPage('en', complete);
    expect(page.$restored.get()).toBe(true);
    expect(enteredPage('en').page.$restored.get()).toBe(false);
    await page.next();
    expect(page.$restored.get()).toBe(false);
    const again = enteredPage('en', complete);
    expect(again.page.discard()).toEqual({ to: 'heading' });
    expect(again.page.$restored.get()).toBe(false);
    expect(again.page.valuesOf('policy').policy_no).toBe('');
    expect(again.kept.has(draftKey('DEMO'))).toBe(false);
    expect(kept.has(draftKey('DEMO'))).toBe(true);
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
    for (let i = 0; i < 5; i++) await page.next();
    page.declare(true);
    expect(await page.send()).toEqual({ to: 'summary' });
    expect(page.$reviewing.get()).toBe(false);
    expect(page.$step.get()).toBe('event');
    expect(page.$errors.get()).toEqual({
      event_county: 'Choose the county where it happened.',
      event_date: 'The event cannot be in the future.',
    });
    expect(page.$problem.get()).toBeNull();

    vi.mocked(submitFnol).mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'Too many claims from here.'));
    for (let i = 0; i < 4; i++) await page.next();
    expect(await page.send()).toEqual({ to: 'element', id: 'fnol-problem' });
    expect(page.$problem.get()).toBe('Too many claims from here.');

    vi.mocked(submitFnol).mockRejectedValueOnce(new ApiError(0, 'network_error', 'Failed to fetch'));
    await page.send();
    expect(page.$problem.get()).toBe(
      'The claim could not be sent. Check the connection and try again; what you typed is kept.',
    );
    expect(page.$reviewing.get()).toBe(true);
  });

  it('says when the form does not exist', async () => {
    vi.mocked(loadFnolForm).mockResolvedValueOnce(null);
    const { page } = enteredPage();
    await vi.waitFor(() => expect(page.$unknownForm.get()).toBe(true));
  });

  it('checks the policy number and plate once the plate is typed, and lets the visitor go on either way', async () => {
    vi.mocked(checkFnolPolicy).mockClear();
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce({ recognised: true, standing: 'in_force' });
    const { page } = enteredPage('en', complete);
    for (let i = 0; i < 2; i++) await page.next();
    expect(checkFnolPolicy).not.toHaveBeenCalled();
    await page.next();
    expect(page.$step.get()).toBe('others');
    // The check loads with its first use.
    await vi.waitFor(() =>
      expect(checkFnolPolicy).toHaveBeenCalledWith('DEMO', {
        policy_no: 'rorca12345678',
        plate: 'cj 10 abc',
        event_date: '2026-01-14',
        insured_name: 'Ana Marinescu',
      }),
    );
    await vi.waitFor(() => expect(page.$policyNote.get()).toEqual({ found: true, text: 'We found your policy.' }));

    // Back and on again with nothing changed asks nothing; a changed plate, or name, is checked again.
    page.back();
    await page.next();
    expect(checkFnolPolicy).toHaveBeenCalledTimes(1);
    page.change('policy', 'insured_name');
    page.set('insured_name', 'Ana Popa');
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce({ recognised: true, standing: 'in_force', holder_matches: false });
    await page.next();
    await vi.waitFor(() => expect(checkFnolPolicy).toHaveBeenCalledTimes(2));
    expect(vi.mocked(checkFnolPolicy).mock.calls[1]?.[1]).toMatchObject({ insured_name: 'Ana Popa' });
    expect(page.$reviewing.get()).toBe(true);
    page.change('vehicle', 'plate');
    page.set('plate', 'CJ 11 ABC');
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce({ recognised: false });
    await page.next();
    expect(page.$reviewing.get()).toBe(true);
    await vi.waitFor(() =>
      expect(page.$policyNote.get()).toEqual({
        found: false,
        text: 'We could not match this policy number and plate. You can still send the claim; we will check it.',
      }),
    );
  });

  it('is green only for a policy in force on the day, and says in plain words what else the register says', async () => {
    for (const [standing, text] of [
      ['ended', 'We found this policy, but the register shows it was no longer in force on the day of the event.'],
      ['cancelled', 'We found this policy, but the register shows it as cancelled.'],
      ['not_started', 'We found this policy, but the register shows it had not yet started on the day of the event.'],
    ] as const) {
      vi.mocked(checkFnolPolicy).mockResolvedValueOnce({ recognised: true, standing });
      const { page } = enteredPage('en', complete);
      for (let i = 0; i < 3; i++) await page.next();
      await vi.waitFor(() => expect(page.$policyNote.get()).toMatchObject({ found: false }));
      expect(page.$policyNote.get()?.text).toContain(text);
    }
  });

  it('says the policy could not be matched in Romanian, and says when there were too many checks', async () => {
    vi.mocked(checkFnolPolicy).mockResolvedValueOnce({ recognised: false });
    const { page } = enteredPage('ro', complete);
    for (let i = 0; i < 3; i++) await page.next();
    await vi.waitFor(() =>
      expect(page.$policyNote.get()?.text).toBe(
        'Nu am putut potrivi acest număr de poliță cu numărul de înmatriculare. Puteți trimite totuși avizarea; o vom verifica noi.',
      ),
    );
    const again = enteredPage('en', complete);
    vi.mocked(checkFnolPolicy).mockRejectedValueOnce(new ApiError(429, 'too_many_requests', 'Many policy checks.'));
    for (let i = 0; i < 3; i++) await again.page.next();
    await vi.waitFor(() => expect(again.page.$policyNote.get()).toEqual({ found: false, text: 'Many policy checks.' }));
    expect(again.page.$step.get()).toBe('others');
  });

  it('answers a claim taken for an earlier one with its number and tracker link, and sends it when it is another', async () => {
    vi.mocked(submitFnol).mockClear();
    vi.mocked(submitFnol).mockRejectedValueOnce(
      new ApiError(409, 'conflict', 'Already sent.', { params: { case_no: 'DEMO00000007' } }),
    );
    const { page } = enteredPage('ro', complete);
    for (let i = 0; i < 5; i++) await page.next();
    page.declare(true);
    expect(await page.send()).toEqual({ to: 'element', id: 'fnol-duplicate-title' });
    expect(page.$duplicate.get()).toEqual({
      case_no: 'DEMO00000007',
      tracker_url: '/ro/status/DEMO00000007?org_code=DEMO',
    });
    vi.mocked(submitFnol).mockResolvedValueOnce({ case_no: 'DEMO00000008', tracker_url: 'https://x.test/status/8' });
    await page.sendAnyway();
    expect(vi.mocked(submitFnol).mock.calls[1]?.[1]).toMatchObject({ different_claim: true });
    expect(page.$receipt.get()?.case_no).toBe('DEMO00000008');
  });

  it('resumes a reopened draft at the step it was left on, and at the review', async () => {
    const first = enteredPage('en', complete);
    await first.page.next();
    await first.page.next();
    expect(first.kept.get(placeKey('DEMO'))).toBe('vehicle');
    const draft = JSON.parse(first.kept.get(draftKey('DEMO')) ?? '{}');
    const reopen = (place: string) => {
      const kept = new Map([
        [draftKey('DEMO'), JSON.stringify(draft)],
        [placeKey('DEMO'), place],
      ]);
      const page = createClaimFormPage('DEMO', 'en', (key) => key, memory(kept), memory());
      page.enter();
      return page;
    };
    expect(reopen('vehicle').$step.get()).toBe('vehicle');
    expect(reopen('review').$reviewing.get()).toBe(true);
    expect(reopen('nonsense').$step.get()).toBe('policy');
  });

  it("lists countries by their names in the visitor's language, with the organisation's name for the confirmation", async () => {
    const { page } = enteredPage('ro');
    await vi.waitFor(() => expect(page.$lists.get().countries).toHaveLength(4));
    expect(page.$lists.get().countries?.map((c) => c.code)).toEqual(['AT', 'BG', 'DE', 'RO']);
    expect(page.$orgName.get()).toBe('Demo Asigurari');
  });
});
