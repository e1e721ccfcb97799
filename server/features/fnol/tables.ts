interface IntakeSubmissionsTable {
  id: string;
  address: string;
  /** The policyholder's contact, lower-case and without spaces. */
  contact: string;
  created_at: string;
  /** The claim it became and what it is recognised by (none on rows older than the duplicate check). */
  organisation_id: string | null;
  case_no: string | null;
  policy_no: string | null;
  plate: string | null;
  event_date: string | null;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface FnolTables {
  intake_submissions: IntakeSubmissionsTable;
}
