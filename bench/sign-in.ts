import { DEMO_PASSWORD } from '../server/db/seed.ts';

/** A demo user's sign-in as a load request: the login page's call, repeated. */
export const loginRequest = (username: string) => ({
  method: 'POST' as const,
  body: JSON.stringify({ username, password: DEMO_PASSWORD }),
});

/** Signs a demo user in once; the answer carries the bearer token and sets the refresh cookie. */
export const signIn = (port: number, username: string) =>
  fetch(`http://127.0.0.1:${port}/api/auth/appToken`, {
    ...loginRequest(username),
    headers: { 'Content-Type': 'application/json' },
  });

/** The `Authorization` header of a signed-in demo user. */
export async function authorizationOf(port: number, username: string): Promise<{ Authorization: string }> {
  const { idToken } = (await (await signIn(port, username)).json()) as { idToken: string };
  return { Authorization: `Bearer ${idToken}` };
}
