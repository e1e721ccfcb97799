interface ReferenceItemsTable {
  list_code: string;
  code: string;
  name_en: string;
  name_ro: string;
  parent_code: string | null;
  sort: number;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface ReferenceTables {
  reference_items: ReferenceItemsTable;
}
