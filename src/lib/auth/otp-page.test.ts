import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OneTimePasswordResponse, Tokens } from '../../../contract/auth.ts';
import { ApiError } from '../api/api-error.ts';
import { loadSession, setSession } from '../stores/session.ts';
import { generateOneTimePassword, verifyOneTimePassword } from './api.ts';
import { createOtpPage } from './otp-page.ts';
import { endSession } from './sign-in.ts';

vi.mock('./api.ts', () => ({ generateOneTimePassword: vi.fn(), verifyOneTimePassword: vi.fn() }));
vi.mock('../stores/session.ts', () => ({ loadSession: vi.fn(), setSession: vi.fn() }));
vi.mock('./sign-in.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./sign-in.ts')>()),
  endSession: vi.fn(async () => undefined),
}));
vi.mock('./paths.ts', () => ({
  localized: (path: string, language?: string) => `${language === 'ro' ? '/ro' : ''}${path}`,
  loginUrl: () => '/login',
}));

const words = { 'validation.codeRequired': 'Enter the code.', 'validation.codeNumeric': 'Digits only.' };
const inFiveMinutes = () => new Date(Date.now() + 300_000).toISOString();
const sent = (): OneTimePasswordResponse => ({
  code_generated: true,
  block_until: null,
  expire_time: inFiveMinutes(),
  newAuthContext: null,
  success: false,
  is_blocked: false,
});

async function enteredPage() {
  const navigate = vi.fn();
  vi.mocked(loadSession).mockReturnValue({ idToken: 't' } as ReturnType<typeof loadSession>);
  vi.mocked(generateOneTimePassword).mockResolvedValue(sent());
  const page = createOtpPage(words, navigate);
  page.enter();
  await vi.waitFor(() => expect(page.$state.get()).not.toBeNull());
  return { page, navigate };
}

afterEach(() => vi.clearAllMocks());

describe('the one-time password page', () => {
  it('sends no one without a session a code: they go to sign in', () => {
    vi.mocked(loadSession).mockReturnValue(null);
    const navigate = vi.fn();
    createOtpPage(words, navigate).enter();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(generateOneTimePassword).not.toHaveBeenCalled();
  });

  it('checks the code in the browser first: required, digits only', async () => {
    const { page } = await enteredPage();
    await page.submit();
    expect(page.$fieldError.get()).toBe('Enter the code.');
    page.typeCode('12 a');
    expect(page.$code.get()).toBe('12a');
    expect(page.$fieldError.get()).toBe('Digits only.');
    expect(verifyOneTimePassword).not.toHaveBeenCalled();
  });

  it('clears a wrong code and says so; typing again takes the message away', async () => {
    const { page } = await enteredPage();
    page.typeCode('123456');
    vi.mocked(verifyOneTimePassword).mockResolvedValue({ ...sent(), code_generated: false });
    await page.submit();
    expect(page.$problem.get()).toBe('invalid');
    expect(page.$code.get()).toBe('');
    expect(page.$fieldError.get()).toBeNull();
    page.typeCode('1');
    expect(page.$problem.get()).toBeNull();
  });

  it('locks the form when the answer is a block', async () => {
    const { page } = await enteredPage();
    page.typeCode('123456');
    vi.mocked(verifyOneTimePassword).mockResolvedValue({ ...sent(), is_blocked: true, block_until: inFiveMinutes() });
    await page.submit();
    expect(page.$problem.get()).toBe('blocked');
    expect(page.$blocked.get()).toBe(true);
    page.typeCode('654321');
    await page.submit();
    expect(verifyOneTimePassword).toHaveBeenCalledTimes(1);
  });

  it('tries no expired code', async () => {
    const { page } = await enteredPage();
    page.$state.set({ ...sent(), expire_time: new Date(Date.now() - 1000).toISOString() });
    page.typeCode('123456');
    await page.submit();
    expect(verifyOneTimePassword).not.toHaveBeenCalled();
  });

  it('keeps the session and moves on, to renew a default password in the profile language', async () => {
    const { page, navigate } = await enteredPage();
    page.typeCode('123456');
    const newAuthContext = { idToken: 'new', profile: { language: 'ro', is_expired: false, is_default_pass: true } };
    vi.mocked(verifyOneTimePassword).mockResolvedValue({
      ...sent(),
      success: true,
      newAuthContext: newAuthContext as unknown as Tokens,
    });
    await page.submit();
    expect(setSession).toHaveBeenCalledWith(newAuthContext);
    expect(navigate).toHaveBeenCalledWith('/ro/renew-password');
  });

  it('asks for a new code, and says it went only when the server sent one', async () => {
    const { page } = await enteredPage();
    const inAMinute = new Date(Date.now() + 60_000).toISOString();
    page.$state.set({ ...sent(), resend_after: inAMinute });
    page.typeCode('123');
    // Too soon: the server keeps the code it sent, and the same wait.
    vi.mocked(generateOneTimePassword).mockResolvedValueOnce({ ...sent(), resend_after: inAMinute });
    await page.resend();
    expect(page.$resent.get()).toBe(false);
    expect(page.$code.get()).toBe('123');
    const later = new Date(Date.now() + 120_000).toISOString();
    vi.mocked(generateOneTimePassword).mockResolvedValueOnce({ ...sent(), resend_after: later });
    await page.resend();
    expect(page.$resent.get()).toBe(true);
    expect(page.$state.get()?.resend_after).toBe(later);
    // The old code no longer works: the field is emptied for the new one.
    expect(page.$code.get()).toBe('');
  });

  it('ends the half-signed-in session on the way back to sign in', async () => {
    const { page, navigate } = await enteredPage();
    await page.back();
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('says the code could not be made when generating fails, and sends an ended session to sign in', async () => {
    const { page, navigate } = await enteredPage();
    vi.mocked(generateOneTimePassword).mockRejectedValueOnce(new Error('offline'));
    await page.generate();
    expect(page.$problem.get()).toBe('generation');
    expect(page.$blocked.get()).toBe(true);
    vi.mocked(generateOneTimePassword).mockRejectedValueOnce(new ApiError(401, 'unauthorized', 'x'));
    await page.generate();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});
