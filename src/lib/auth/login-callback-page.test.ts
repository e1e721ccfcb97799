import { describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../../contract/auth.ts';
import { createLoginCallbackPage } from './login-callback-page.ts';
import { signInExternal } from './sign-in.ts';

vi.mock('./sign-in.ts', () => ({ signInExternal: vi.fn(), destinationAfterSignIn: () => '/ro/' }));

describe('the external sign-in callback', () => {
  it('fails at once without both the token and the organisation', async () => {
    const page = createLoginCallbackPage(vi.fn());
    await page.signIn('token', null);
    expect(page.$state.get()).toBe('failed');
    expect(signInExternal).not.toHaveBeenCalled();
  });

  it('signs in and goes where the sign-in leads', async () => {
    const navigate = vi.fn();
    vi.mocked(signInExternal).mockResolvedValue({} as AuthResponse);
    const page = createLoginCallbackPage(navigate);
    await page.signIn('token', 'DEMO');
    expect(signInExternal).toHaveBeenCalledWith('token', 'DEMO');
    expect(page.$state.get()).toBe('success');
    expect(navigate).toHaveBeenCalledWith('/ro/');
  });

  it('says it failed when the server refuses', async () => {
    vi.mocked(signInExternal).mockRejectedValue(new Error('refused'));
    const page = createLoginCallbackPage(vi.fn());
    await page.signIn('token', 'DEMO');
    expect(page.$state.get()).toBe('failed');
  });
});
