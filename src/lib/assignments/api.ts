import {
  AssignmentDetailSchema,
  DashboardCountsSchema,
  SearchAllResultsSchema,
  TimelineLookupSchema,
  WorklistFilterSchema,
  WorklistPageSchema,
  type WorklistFilter,
  type WorklistSort,
} from '../../../contract/assignments.ts';
import { EmailLookupSchema, SmsLookupSchema } from '../../../contract/print-lookups.ts';
import { StatusChoicesSchema } from '../../../contract/worklist-narrowing.ts';
import { apiGet, apiPost, apiPut } from '../api/client.ts';
import { downloadFile } from '../api/download.ts';
import { $session } from '../stores/session.ts';

/** The claim-work calls of the staff pages, each checked against its contract/ schema. */
export const fetchDashboard = () => apiGet('/assignments/dashboard', DashboardCountsSchema);

export interface WorklistRequest {
  filter: WorklistFilter;
  /** The text typed to narrow the list ('' for none). */
  text: string;
  sort: WorklistSort;
  direction: 'asc' | 'desc';
  limit: number;
  cursor: string | null;
}

export function fetchWorklist(request: WorklistRequest) {
  const query = new URLSearchParams({
    filter_keys: String(request.filter.filter_keys),
    category_code: request.filter.category_code,
    sort: request.sort,
    direction: request.direction,
    limit: String(request.limit),
  });
  if (request.filter.assignment_type) query.set('assignment_type', request.filter.assignment_type);
  if (request.filter.filter_criteria) query.set('filter_criteria', request.filter.filter_criteria);
  if (request.filter.status_code) query.set('status_code', request.filter.status_code);
  if (request.text) query.set('q', request.text);
  if (request.cursor) query.set('cursor', request.cursor);
  return apiGet(`/assignments/worklist?${query}`, WorklistPageSchema);
}

/** The organisation's statuses in the page's language, for the worklist's status filter. */
export const fetchStatusChoices = () => apiGet('/assignments/statuses', StatusChoicesSchema);

export const saveWorklistFilter = (filter: WorklistFilter) =>
  apiPut('/assignments/worklistFilter', filter, WorklistFilterSchema);

/** The search box: matching claim files and assignments in one call. */
export const searchAll = (q: string) =>
  apiGet(`/assignments/search/all?q=${encodeURIComponent(q)}`, SearchAllResultsSchema);

const enc = encodeURIComponent;
export const fetchAssignment = (id: string) => apiGet(`/assignments/${enc(id)}`, AssignmentDetailSchema);
/** Status and assignee change on the version the page shows (If-Match); a stale one is refused with the current assignment. */
export const changeStatus = (
  id: string,
  change: { status_code: string; note: string; reason?: string },
  version: number,
) => apiPost(`/assignments/${enc(id)}/status`, change, AssignmentDetailSchema, { ifMatch: version });
export const assignTo = (id: string, user_id: string | null, version: number) =>
  apiPost(`/assignments/${enc(id)}/assign`, { user_id }, AssignmentDetailSchema, { ifMatch: version });
export const addNote = (id: string, text: string) =>
  apiPost(`/assignments/${enc(id)}/notes`, { text }, AssignmentDetailSchema);
export const sendMessage = (
  id: string,
  message: { channel: 'email' | 'sms'; to: string; subject: string; text: string; document_ids: string[] },
) => apiPost(`/assignments/${enc(id)}/messages`, message, AssignmentDetailSchema);

export const fetchPrintTimeline = (key: string) => apiGet(`/timeline/getAsgId/${enc(key)}`, TimelineLookupSchema);
export const fetchPrintEmail = (id: string) => apiGet(`/timeline/getEmailKey/${enc(id)}`, EmailLookupSchema);
export const fetchPrintSms = (id: string) => apiGet(`/timeline/getSms/${enc(id)}`, SmsLookupSchema);

/** Without a due date the server sets one five working days on. */
export const requestDocuments = (id: string, doc_type_names: string[], due_date?: string) =>
  apiPost(
    `/assignments/${enc(id)}/documentRequests`,
    { doc_type_names, ...(due_date ? { due_date } : {}) },
    AssignmentDetailSchema,
  );
export const reviewDocument = (documentId: string, status: 'accepted' | 'rejected', reject_reason?: string) =>
  apiPost(
    `/documents/${enc(documentId)}/review`,
    { status, ...(reject_reason ? { reject_reason } : {}) },
    AssignmentDetailSchema,
  );
export const revokeGuestLink = (id: string) =>
  apiPost(`/assignments/${enc(id)}/guestLink/revoke`, {}, AssignmentDetailSchema);

/** Where a staff upload of one document type goes, with the session's token (the upload button sends the file itself). */
export const documentUpload = (id: string, docType: string) => ({
  url: `/api/assignments/${enc(id)}/documents?doc_type=${enc(docType)}`,
  headers: { Authorization: `Bearer ${$session.get()?.idToken ?? ''}` },
});

/** Saves a document's file: fetched with the session's token, then handed to the browser as a download. */
export async function downloadDocument(documentId: string, fileName: string): Promise<void> {
  await downloadFile(`/documents/${enc(documentId)}/file`, fileName);
}
