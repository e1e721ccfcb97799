interface NotificationsTable {
  id: string;
  user_id: string;
  type: 'new_activities';
  /** What the activities are, e.g. the assignment's name. */
  name: string;
  count: number;
  /** The assignment the activities are on, for the list to lead to; none on older rows. */
  assignment_id: string | null;
  /** The language the name was written in: its receiver's at the time. */
  language: 'en' | 'ro' | null;
  created_at: string;
  cleared_at: string | null;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface NotificationTables {
  notifications: NotificationsTable;
}
