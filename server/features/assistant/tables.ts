import type { Generated } from 'kysely';

interface AiThreadsTable {
  id: string;
  user_id: string;
  created_at: string;
}

export interface AiMessagesTable {
  id: string;
  thread_id: string;
  user_id: string;
  message_type: 'input' | 'output';
  type: 'text' | 'error';
  message_content: string;
  run_id: string | null;
  run_status: 'pending' | 'saved' | null;
  /** JSON array of the assignment numbers a reply drew on. */
  cited: Generated<string>;
  delete_thread: Generated<number>;
  system_time: string;
}

interface AiUsageTable {
  user_id: string;
  /** YYYY-MM-DD */
  day: string;
  requests: number;
  tokens: number;
}

/** This part's tables by name, composed into the Database of server/db/schema.ts. */
export interface AssistantTables {
  ai_threads: AiThreadsTable;
  ai_messages: AiMessagesTable;
  ai_usage: AiUsageTable;
}
