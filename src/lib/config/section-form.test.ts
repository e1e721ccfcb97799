import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_ASSESSMENT_SETTINGS } from '../../../contract/assessment-settings.ts';
import { DEFAULT_BRANDING } from '../../../contract/branding.ts';
import { DEFAULT_PASSWORD_POLICY } from '../../../contract/password-policy.ts';
import type { OrganisationSettings } from '../../../contract/settings.ts';
import { ApiError } from '../api/api-error.ts';
import { createConfigPage } from './config-page.ts';
import { fetchAudit, fetchOrganisation } from './api.ts';
import { brandingLabel, trackerLabel } from './field-labels.ts';
import { createSectionForm } from './section-form.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('./api.ts', () => ({
  fetchOrganisation: vi.fn(),
  fetchAudit: vi.fn(),
  fetchRoleCatalogue: vi.fn(async () => []),
}));

const settings: OrganisationSettings = {
  code: 'demo',
  name: 'Demo',
  branding: { ...DEFAULT_BRANDING, short_name: 'Demo' },
  password_policy: DEFAULT_PASSWORD_POLICY,
  assistant: { enable_ai_assistant: false, assistant_roles: [] },
  ip_allow_list: [],
  tracker: null,
  language: { default_language: 'en' },
  assessment: DEFAULT_ASSESSMENT_SETTINGS,
  versions: { branding: 3, password_policy: 1, tracker: 1, assistant: 1, ip_allow_list: 1, language: 1, assessment: 1 },
};
const words = {
  'config.saved': 'Saved.',
  'conflict.changedBy': '{{name}} saved this first.',
  'conflict.someone': 'someone',
  'config.branding.short_name': 'Short name',
  'config.language.en': 'English',
  'config.tracker.title': 'Title',
  'config.tracker.step': 'Step',
};

const form = () => createSectionForm({ section: 'branding', version: 3, words, label: brandingLabel(words) });

describe('a settings section', () => {
  it('saves on the version it was opened at, then on the version the save gave back', async () => {
    const page = form();
    const save = vi.fn().mockResolvedValue({ ...settings, versions: { ...settings.versions, branding: 4 } });
    const onSaved = vi.fn();
    await page.submit(save, settings.branding, onSaved);
    expect(save).toHaveBeenCalledWith(3);
    expect(page.$version.get()).toBe(4);
    expect(onSaved).toHaveBeenCalledTimes(1);
    await page.submit(save, settings.branding, onSaved);
    expect(save).toHaveBeenLastCalledWith(4);
  });

  it('names what someone else saved first by the form labels, and saves next on their version', async () => {
    const page = form();
    const theirs = { ...settings, branding: { ...settings.branding, short_name: 'Theirs' } };
    theirs.versions = { ...settings.versions, branding: 7 };
    const refusal = new ApiError(409, 'conflict', 'stale', { current: theirs, params: { changed_by: 'Dan' } });
    const onSaved = vi.fn();
    await page.submit(() => Promise.reject(refusal), { ...settings.branding, short_name: 'Mine' }, onSaved);
    expect(page.saving.$problem.get()).toBe('Dan saved this first.');
    expect(page.$savedNow.get()).toEqual([['Short name', 'Theirs']]);
    expect(page.$version.get()).toBe(7);
    expect(onSaved).toHaveBeenCalledWith(theirs);
  });

  it('keeps every refused field with its message', async () => {
    const page = form();
    const refusal = new ApiError(400, 'validation_failed', 'Two fields are wrong.', {
      field: 'color',
      problems: [
        { field: 'color', key: 'error.field.format', message: 'A colour such as #1a2b3c.' },
        { field: 'logo_url', key: 'error.field.format', message: 'An https:// address.' },
      ],
    });
    await page.submit(() => Promise.reject(refusal), settings.branding, vi.fn());
    expect(page.saving.$fields.get()).toEqual({ color: 'A colour such as #1a2b3c.', logo_url: 'An https:// address.' });
    expect(page.$savedNow.get()).toEqual([]);
  });
});

describe('the labels of settings fields', () => {
  it('names a tracker field by its language and label, and leaves unknown paths unnamed', () => {
    const label = trackerLabel(words);
    expect(label('en.title')).toBe('English: Title');
    expect(label('en.steps')).toBe('English: Step');
    expect(label('xx.title')).toBeUndefined();
  });
});

describe('the settings page', () => {
  it('loads the audit log again after every save', async () => {
    vi.mocked(fetchOrganisation).mockResolvedValue(settings);
    vi.mocked(fetchAudit).mockResolvedValue([]);
    const page = createConfigPage();
    page.enter();
    await vi.waitFor(() => expect(page.organisation.$loaded.get().state).toBe('ready'));
    const saved = { ...settings, name: 'Demo 2' };
    page.saved(saved);
    expect(page.organisation.data()).toEqual(saved);
    await vi.waitFor(() => expect(fetchAudit).toHaveBeenCalledTimes(2));
  });
});
