import type { FnolSubmission } from '../../../contract/fnol.ts';
import { request } from '../api/request.ts';

/** The first notice of loss's calls: a guest, with no session, on the plain request. */
const formPath = (orgKey: string) => `/fnol/form/${encodeURIComponent(orgKey)}`;

/** Whether the organisation's claim form exists (an unknown key answers 404). */
export const fnolFormExists = (orgKey: string): Promise<boolean> =>
  request(formPath(orgKey)).then(
    () => true,
    (error: { status?: number }) => error.status !== 404,
  );

export const submitFnol = (orgKey: string, claim: FnolSubmission) =>
  request<unknown>(`/fnol/submit/${encodeURIComponent(orgKey)}`, { body: claim });
