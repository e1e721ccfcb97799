import { describe, expect, it, vi } from 'vitest';
import type { Profile, Tokens } from '../../../contract/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { loadSession } from '../stores/session.ts';
import { refreshTokens } from './refresh.ts';
import { createRenewPage } from './renew-page.ts';
import { renewPassword } from './sign-in.ts';

vi.mock('../stores/session.ts', () => ({ loadSession: vi.fn() }));
vi.mock('./refresh.ts', () => ({ refreshTokens: vi.fn() }));
vi.mock('./sign-in.ts', () => ({
  renewPassword: vi.fn(),
  needsRenewal: (p: Profile) => p.is_expired || p.is_default_pass,
}));
vi.mock('./paths.ts', () => ({
  localized: (path: string, language?: string) => `${language === 'ro' ? '/ro' : ''}${path}`,
  loginUrl: () => '/login',
}));

const words = { 'error.unexpected': 'Something went wrong.' };
const expired = { language: 'ro', is_expired: true, is_default_pass: false } as Profile;

function enteredPage(profile: Profile | null = expired) {
  vi.mocked(loadSession).mockReturnValue(profile ? { idToken: 't', profile } : null);
  const navigate = vi.fn();
  const page = createRenewPage(words, navigate);
  page.enter();
  return { page, navigate };
}

describe('the renew password page', () => {
  it('is only for a password that must be renewed', () => {
    expect(enteredPage(null).navigate).toHaveBeenCalledWith('/login');
    expect(enteredPage({ ...expired, is_expired: false }).navigate).toHaveBeenCalledWith('/ro/');
    expect(enteredPage().page.$profile.get()).toBe(expired);
  });

  it('sends nothing that does not pass the form', async () => {
    const { page } = enteredPage();
    expect(await page.submit('short', false)).toBe(false);
    expect(renewPassword).not.toHaveBeenCalled();
  });

  it('shows the server refusal and starts the form again', async () => {
    const { page } = enteredPage();
    vi.mocked(renewPassword).mockResolvedValueOnce({ passUpdated: false, errorMessage: 'Must differ.' });
    expect(await page.submit('Same-Password-1', true)).toBe(true);
    expect(page.$problem.get()).toBe('Must differ.');
    vi.mocked(renewPassword).mockRejectedValueOnce(new Error('offline'));
    await page.submit('Same-Password-1', true);
    expect(page.$problem.get()).toBe('Something went wrong.');
    expect(page.$busy.get()).toBe(false);
  });

  it('takes fresh tokens and goes to the root in the profile language; an ended session signs in again', async () => {
    const { page, navigate } = enteredPage();
    vi.mocked(renewPassword).mockResolvedValueOnce({ passUpdated: true, errorMessage: '' });
    vi.mocked(refreshTokens).mockResolvedValueOnce({ profile: expired } as Tokens);
    await page.submit('New-Password-1', true);
    expect(navigate).toHaveBeenCalledWith('/ro/');
    // The form stays busy while the browser leaves: nothing is sent twice.
    expect(page.$busy.get()).toBe(true);
    const ended = enteredPage();
    vi.mocked(renewPassword).mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'x'));
    await ended.page.submit('New-Password-1', true);
    expect(ended.navigate).toHaveBeenLastCalledWith('/login');
  });
});
