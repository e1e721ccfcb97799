import { describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../contract/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { createLoginPage } from './login-page.ts';
import { signIn } from './sign-in.ts';

vi.mock('./sign-in.ts', () => ({
  signIn: vi.fn(),
  destinationAfterSignIn: (_auth: unknown, returnUrl: string | null) => returnUrl ?? '/',
}));

const words = {
  'validation.usernameRequired': 'Enter the username.',
  'validation.passwordRequired': 'Enter the password.',
  'login.error.badCredentials': 'Check the username and password.',
  'login.error.accountLocked': 'The account is locked.',
  'login.error.ipNotAllowed': 'Not from this address.',
  'login.error.other': 'Something went wrong.',
  'otp.error.temporaryBlock': 'Blocked for a while.',
};

function filledPage() {
  const navigate = vi.fn();
  const page = createLoginPage(words, navigate);
  page.type('username', 'ana');
  page.type('password', 'secret');
  return { page, navigate };
}

describe('the sign-in form', () => {
  it('shows a required field its message only once it is left or the form sent, and sends nothing', async () => {
    const page = createLoginPage(words, vi.fn());
    expect(page.fieldErrors()).toEqual({ username: null, password: null });
    page.touch('username');
    expect(page.fieldErrors()).toEqual({ username: 'Enter the username.', password: null });
    await page.submit(null);
    expect(page.fieldErrors()).toEqual({ username: 'Enter the username.', password: 'Enter the password.' });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('keeps what was typed before the island took over', () => {
    const page = createLoginPage(words, vi.fn());
    page.type('username', 'ana');
    page.adopt({ username: 'other', password: 'filled' });
    expect(page.$values.get()).toEqual({ username: 'ana', password: 'filled' });
  });

  it('goes where the sign-in leads, with the return address', async () => {
    const { page, navigate } = filledPage();
    vi.mocked(signIn).mockResolvedValue({} as AuthResponse);
    await page.submit('/reports');
    expect(signIn).toHaveBeenCalledWith('ana', 'secret');
    expect(navigate).toHaveBeenCalledWith('/reports');
  });

  it('says what each refusal means, and forgets it once something is typed', async () => {
    const { page } = filledPage();
    const cases: [ApiError | Error, string][] = [
      [new ApiError(400, 'invalid_credentials', 'x'), 'Check the username and password.'],
      [new ApiError(403, 'forbidden', 'x'), 'The account is locked.'],
      [new ApiError(401, 'unauthorized', 'x'), 'Not from this address.'],
      [new ApiError(429, 'account_temporarily_locked', 'x'), 'Blocked for a while.'],
      [new Error('offline'), 'Something went wrong.'],
    ];
    for (const [error, shown] of cases) {
      vi.mocked(signIn).mockRejectedValueOnce(error);
      await page.submit(null);
      expect(page.$problem.get()).toBe(shown);
      expect(page.$busy.get()).toBe(false);
    }
    page.type('password', 'secret2');
    expect(page.$problem.get()).toBe('');
  });

  it('puts every field the server names beside that field, with no message for the form', async () => {
    const { page } = filledPage();
    vi.mocked(signIn).mockRejectedValueOnce(
      new ApiError(400, 'validation_failed', 'Username: too long.', {
        field: 'username',
        problems: [
          { field: 'username', key: 'k1', message: 'Username: too long.' },
          { field: 'password', key: 'k2', message: 'Password: too long.' },
        ],
      }),
    );
    await page.submit(null);
    expect(page.fieldErrors()).toEqual({ username: 'Username: too long.', password: 'Password: too long.' });
    expect(page.$problem.get()).toBe('');
    page.type('username', 'an');
    expect(page.fieldErrors()).toEqual({ username: null, password: null });
  });
});
