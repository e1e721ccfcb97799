/** The translation keys of the document statuses, which staff, guests and the tracker all show. */
export const DOCUMENT_STATUS_KEYS = [
  'documents.status.requested',
  'documents.status.uploaded',
  'documents.status.received',
  'documents.status.accepted',
  'documents.status.rejected',
] as const;
