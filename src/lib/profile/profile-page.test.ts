import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '../../../contract/auth.ts';
import type { MyProfile } from '../../../contract/profile.ts';
import { ApiError } from '../api/api-error.ts';
import { showSnack } from '../stores/messages.ts';
import { $session, type Session } from '../stores/session.ts';
import * as api from './api.ts';
import { createProfilePage } from './profile-page.ts';

vi.mock('./api.ts', () => ({
  fetchMyProfile: vi.fn(),
  fetchSessions: vi.fn(async () => []),
  saveLanguage: vi.fn(),
  startContactChange: vi.fn(),
  confirmContactChange: vi.fn(),
  cancelContactChange: vi.fn(),
  endOtherSessions: vi.fn(),
  endSession: vi.fn(),
  setNotificationsOff: vi.fn(async () => ({})),
}));
vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: vi.fn(async () => null) }));
vi.mock('../auth/paths.ts', () => ({
  localized: (path: string, lang = 'en') => (lang === 'ro' ? `/ro${path}` : path),
}));
vi.mock('../stores/messages.ts', async () => {
  const { atom } = await import('nanostores');
  return { $closeAllDialogs: atom(0), showSnack: vi.fn() };
});
vi.mock('../stores/session.ts', async () => {
  const { atom } = await import('nanostores');
  const $session = atom<Session | null>(null);
  return { $session, setSession: (s: Session) => $session.set(s) };
});

const WORDS = {
  'profile.contactSent': 'sent',
  'profile.contactChanged': 'changed',
  'profile.sessionsEnded': '{{count}} ended',
  'profile.sessionEnded': 'one ended',
  'profile.conflict': 'changed meanwhile',
  'password.success.changed': 'password changed',
};
const mine = (over: Partial<MyProfile> = {}): MyProfile => ({
  username: 'ana',
  full_name: 'Ana Pop',
  organisation: 'Demo',
  roles: ['claims.handler'],
  language: 'en',
  contact: { channel: 'email', recipient: 'ana@example.test' },
  pending_contact: null,
  version: 3,
  ...over,
});
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const opened = async () => {
  vi.mocked(api.fetchMyProfile).mockResolvedValueOnce(mine());
  const nav = { assign: vi.fn() };
  const page = createProfilePage(WORDS, nav);
  page.enter();
  await flush();
  return { page, nav };
};

describe('the profile page', () => {
  afterEach(() => vi.clearAllMocks());

  it('starts the language choice at the saved language', async () => {
    const { page } = await opened();
    expect(page.$language.get()).toBe('en');
    page.exit();
  });

  it('saves the language on the version shown and opens the page again in it', async () => {
    $session.set({ idToken: 't', profile: { language: 'en', user_metadata: {} } as unknown as Profile });
    const { page, nav } = await opened();
    vi.mocked(api.saveLanguage).mockResolvedValueOnce(mine({ language: 'ro', version: 4 }));
    page.chooseLanguage('ro');
    await page.saveLanguage();
    expect(api.saveLanguage).toHaveBeenCalledWith('ro', 3);
    expect(nav.assign).toHaveBeenCalledWith('/ro/user/profile');
    expect($session.get()?.profile.language).toBe('ro');
  });

  it('takes in the profile as it is now when the version was stale, and stays', async () => {
    const { page, nav } = await opened();
    const now = mine({ version: 5, language: 'ro' });
    vi.mocked(api.saveLanguage).mockRejectedValueOnce(new ApiError(409, 'conflict', 'stale', { current: now }));
    page.chooseLanguage('ro');
    await page.saveLanguage();
    expect(page.profile.data()?.version).toBe(5);
    expect(page.language.$problem.get()).toBe('changed meanwhile');
    expect(nav.assign).not.toHaveBeenCalled();
  });

  it('shows a wrong code beside the code field and keeps the change waiting', async () => {
    const { page } = await opened();
    vi.mocked(api.startContactChange).mockResolvedValueOnce(
      mine({ pending_contact: { channel: 'sms', recipient: '+40722000111', expires_at: '2026-11-23T22:00:00Z' } }),
    );
    page.editContact({ channel: 'sms', recipient: '+40722000111', password: 'Safe-Claims-2026!' });
    await page.sendCode();
    expect(api.startContactChange).toHaveBeenCalledWith(
      { channel: 'sms', recipient: '+40722000111', password: 'Safe-Claims-2026!' },
      3,
    );
    expect(showSnack).toHaveBeenCalledWith('success', 'sent');
    // The password is not kept once sent.
    expect(page.$contact.get().password).toBe('');
    vi.mocked(api.confirmContactChange).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'The code is wrong; 4 tries left.', { field: 'code' }),
    );
    page.editCode('000000');
    await page.confirmCode();
    expect(page.confirming.$fields.get()).toEqual({ code: 'The code is wrong; 4 tries left.' });
    expect(page.profile.data()?.pending_contact?.recipient).toBe('+40722000111');
  });

  it('shows a wrong password beside its field and forgets it', async () => {
    const { page } = await opened();
    vi.mocked(api.startContactChange).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'The password is not right.', { field: 'password' }),
    );
    page.editContact({ channel: 'email', recipient: 'new@example.test', password: 'Wrong-1' });
    await page.sendCode();
    expect(page.contact.$fields.get()).toEqual({ password: 'The password is not right.' });
    expect(page.$contact.get()).toEqual({ channel: 'email', recipient: 'new@example.test', password: '' });
  });

  it('signs out everywhere else and lists what is left', async () => {
    const { page } = await opened();
    const here = {
      id: 's1',
      browser: 'Chrome',
      system: 'Linux',
      address: '127.0.0.1',
      started_at: 'x',
      last_used_at: 'x',
      current: true,
    };
    vi.mocked(api.endOtherSessions).mockResolvedValueOnce({ ended: 2, sessions: [here] });
    await page.endOtherSessions();
    expect(page.sessions.data()).toEqual([here]);
    expect(showSnack).toHaveBeenCalledWith('success', '2 ended');
  });
});
