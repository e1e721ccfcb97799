import type { Generated } from 'kysely';

interface DocumentRequestsTable {
  key: string;
  case_id: string;
  /** JSON array of document type names. */
  doc_type_names: string;
  system_time: string;
  fulfilled_at: string | null;
  /** The assignment that asked (null for requests made outside claim work). */
  assignment_id: Generated<string | null>;
  /** JSON { en: [...], ro: [...] }: the names in each language, where they are known document types. */
  labels: Generated<string | null>;
  /** YYYY-MM-DD by which the documents are hoped for; null on requests made before due dates. */
  due_date: Generated<string | null>;
}

/** The document types an organisation asks for, in both languages. */
interface DocumentTypesTable {
  id: string;
  organisation_id: string;
  name_en: string;
  name_ro: string;
}

export interface DocumentsTable {
  id: string;
  assignment_id: string;
  /** The tracker document request it answers, if any. */
  request_key: string | null;
  doc_type: string;
  status: 'requested' | 'uploaded' | 'received' | 'accepted' | 'rejected';
  reject_reason: string | null;
  file_name: string | null;
  content_type: string | null;
  size: number | null;
  storage_key: string | null;
  uploaded_by: 'staff' | 'guest' | 'tracker' | null;
  created_at: string;
  updated_at: string;
  /** When its file arrived (the review moves updated_at, not this). */
  received_at: Generated<string | null>;
  /** YYYY-MM-DD by which an awaited document is hoped for. */
  due_date: Generated<string | null>;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface DocumentTables {
  document_requests: DocumentRequestsTable;
  documents: DocumentsTable;
  document_types: DocumentTypesTable;
}
