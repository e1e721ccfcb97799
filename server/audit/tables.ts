interface AuditLogTable {
  id: string;
  organisation_id: string;
  /** The real person (also when impersonating). */
  actor_user_id: string;
  acting_as_user_id: string | null;
  action: string;
  target: string;
  /** JSON: what was there before and what is there after. */
  details: string;
  created_at: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AuditTables {
  audit_log: AuditLogTable;
}
