interface IntakeSubmissionsTable {
  id: string;
  address: string;
  /** The policyholder's contact, lower-case and without spaces. */
  contact: string;
  created_at: string;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface FnolTables {
  intake_submissions: IntakeSubmissionsTable;
}
