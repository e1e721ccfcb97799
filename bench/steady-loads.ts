import { loadAtRate } from './load.ts';
import { SECONDS, TRACKER_PATH } from './settings.ts';
import { loginRequest } from './sign-in.ts';

/** The steady, open-loop loads the sign-in lines set side by side: tracker lookups and sign-ins. */
export const BESIDE_RATE = 1000;
export const LOGIN_RATE = 100;

export const trackerAtRate = (port: number) =>
  loadAtRate(port, TRACKER_PATH, { perSecond: BESIDE_RATE, seconds: 2 * SECONDS, connections: 16 });

export const loginsAtRate = (port: number, perSecond: number, seconds: number) =>
  loadAtRate(port, '/api/auth/appToken', { perSecond, seconds, connections: 64, request: loginRequest('manager') });
