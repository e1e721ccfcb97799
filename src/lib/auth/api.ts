import { OneTimePasswordResponseSchema } from '../../../contract/auth.ts';
import { apiGet, apiPost } from '../api/client.ts';

/*
 * The one-time password's calls. No refresh-and-retry: a refused code is the page's to explain,
 * and a session that has ended sends the person to sign in again.
 */

export const generateOneTimePassword = () =>
  apiGet('/auth/generateOneTimePassword', OneTimePasswordResponseSchema, { noRefresh: true });

export const verifyOneTimePassword = (code: string) =>
  apiPost('/auth/verifyOneTimePassword', { code }, OneTimePasswordResponseSchema, { noRefresh: true });
