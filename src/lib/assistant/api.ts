import * as v from 'valibot';
import { apiCall } from '../api/client.ts';
import { createChat } from './chat.ts';

/** The in-app assistant's conversation, called with the signed-in person's session. */
export const staffChat = createChat((path, init) =>
  apiCall(path, v.unknown(), {
    method: init?.method ?? 'GET',
    ...(init?.body === undefined ? {} : { body: init.body }),
  }),
);
