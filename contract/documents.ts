import * as v from 'valibot';

/**
 * Documents of an assignment: asked for, uploaded by staff, received from the
 * policyholder or a guest, then accepted or rejected with a reason. Staff, guests and the tracker
 * show the same status.
 */
const DOCUMENT_STATUSES = ['requested', 'uploaded', 'received', 'accepted', 'rejected'] as const;

/** Images and PDF only, recognised by the file's own bytes. */
const ACCEPTED_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AcceptedDocumentType = (typeof ACCEPTED_DOCUMENT_TYPES)[number];
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** How many files a guest may send for one document asked of them (photos of the damage come several). */
export const MAX_FILES_PER_REQUEST = 10;

export const DocumentSchema = v.object({
  id: v.string(),
  doc_type: v.string(),
  /** The type's name in the reader's language, where the page's answer gives it and the organisation knows the type. */
  doc_type_name: v.optional(v.string()),
  status: v.picklist(DOCUMENT_STATUSES),
  reject_reason: v.nullable(v.string()),
  file_name: v.nullable(v.string()),
  content_type: v.nullable(v.string()),
  size: v.nullable(v.number()),
  uploaded_by: v.nullable(v.picklist(['staff', 'guest', 'tracker'])),
  /** The request it answers: the tracker shows an upload button per document still requested. */
  request_key: v.nullable(v.string()),
  updated_at: v.string(),
  /** When its file arrived; null while it is awaited. */
  received_at: v.nullable(v.string()),
  /** YYYY-MM-DD by which an awaited document is hoped for; null when no day was set. */
  due_date: v.nullable(v.string()),
});
export type DocumentInfo = v.InferOutput<typeof DocumentSchema>;
export const DocumentListSchema = v.array(DocumentSchema);

const DocTypeName = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'error.document.nameRequired'),
  v.maxLength(100, 'error.document.nameTooLong'),
);
export const DocTypeQuerySchema = v.object({ doc_type: v.optional(DocTypeName, '') });

export const RequestDocumentsSchema = v.object({
  doc_type_names: v.pipe(
    v.array(DocTypeName),
    v.minLength(1, 'error.document.noneAsked'),
    v.maxLength(10, 'error.document.tooManyAsked'),
  ),
  /** YYYY-MM-DD; without it the request is due in five working days. */
  due_date: v.optional(v.pipe(v.string(), v.isoDate('error.document.dueDate'))),
});

export const ReviewDocumentSchema = v.pipe(
  v.object({
    status: v.picklist(['accepted', 'rejected'], 'error.document.status'),
    reject_reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'error.document.reasonTooLong'))),
  }),
  v.forward(
    v.check(
      (review) => review.status !== 'rejected' || Boolean(review.reject_reason),
      'error.document.rejectReasonRequired',
    ),
    ['reject_reason'],
  ),
);
