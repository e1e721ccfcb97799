import type { PartyInput } from '../../../contract/claim-file.ts';
import {
  ClaimFileDetailSchema,
  ClaimFilesPageSchema,
  type ClaimFileState,
  type EventFields,
} from '../../../contract/claim-file-page.ts';
import { apiGet, apiPut } from '../api/client.ts';

const filePath = (claimFileNo: string) => `/claim-files/${encodeURIComponent(claimFileNo)}`;

/** Everything the claim file page shows, in one answer. */
export const fetchClaimFile = (claimFileNo: string) => apiGet(filePath(claimFileNo), ClaimFileDetailSchema);
/** Changes on the version the page was showing (If-Match); the answer is the file as it is now. */
export const saveEvent = (claimFileNo: string, version: number, event: EventFields) =>
  apiPut(`${filePath(claimFileNo)}/event`, event, ClaimFileDetailSchema, { ifMatch: version });
export const saveParties = (claimFileNo: string, version: number, parties: PartyInput[]) =>
  apiPut(`${filePath(claimFileNo)}/parties`, parties, ClaimFileDetailSchema, { ifMatch: version });

/** One page of the organisation's claim files, newest first; `after` is the previous page's cursor. */
export const fetchClaimFiles = (state: ClaimFileState, after: string | null) =>
  apiGet(
    `/claim-files?${new URLSearchParams({ state, limit: '25', ...(after ? { after } : {}) }).toString()}`,
    ClaimFilesPageSchema,
  );
