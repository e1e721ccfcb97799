import type { Kysely } from 'kysely';
import type { Language } from '../../../contract/languages.ts';
import type { Database } from '../../db/schema.ts';
import type { UserRow } from '../organisations/index.ts';
import { assignmentDetail } from '../assignments/index.ts';
import { dashboardCounts, findAssignmentByNumber } from '../assignments/index.ts';
import type { ToolDefinition } from './model-client.ts';

const byNumber = {
  type: 'object',
  properties: { assignment_no: { type: 'string', description: 'The assignment number, e.g. DEMO000123-2' } },
  required: ['assignment_no'],
};

/** What the model may ask for. Each runs with the signed-in user's own rights. */
export const TOOLS: ToolDefinition[] = [
  {
    type: 'function',
    function: {
      name: 'get_assignment',
      description: 'An assignment: claim file, policy, vehicle, status, assignee, due date.',
      parameters: byNumber,
    },
  },
  {
    type: 'function',
    function: { name: 'get_timeline', description: "An assignment's timeline, newest first.", parameters: byNumber },
  },
  {
    type: 'function',
    function: {
      name: 'get_documents',
      description: "An assignment's documents and their statuses.",
      parameters: byNumber,
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_worklist_counts',
      description:
        "The user's dashboard counts: new, due today, overdue, not updated for 7 days, unassigned in the group.",
      parameters: { type: 'object', properties: {} },
    },
  },
];

interface ToolResult {
  content: string;
  /** The assignment number the answer drew on, for the reply's citations. */
  cited: string | null;
}

/**
 * Runs one tool call. The lookup goes through the same organisation check as the assignment
 * page: another organisation's assignment is "not found", so the model never sees it.
 */
export async function runTool(
  db: Kysely<Database>,
  user: UserRow,
  language: Language,
  now: Date,
  name: string,
  rawArguments: string,
): Promise<ToolResult> {
  if (name === 'get_worklist_counts')
    return { content: JSON.stringify(await dashboardCounts(db, user, now)), cited: null };
  let args: { assignment_no?: unknown };
  try {
    args = JSON.parse(rawArguments) as { assignment_no?: unknown };
  } catch {
    return { content: JSON.stringify({ error: 'The arguments are not valid JSON.' }), cited: null };
  }
  const number = typeof args.assignment_no === 'string' ? args.assignment_no.trim().toUpperCase() : '';
  const row = number ? await findAssignmentByNumber(db, user.organisation_id, number) : undefined;
  if (!row || !['get_assignment', 'get_timeline', 'get_documents'].includes(name)) {
    return {
      content: JSON.stringify({
        error: row ? `Unknown tool ${name}.` : `No assignment ${number || '(none given)'} that this user may see.`,
      }),
      cited: null,
    };
  }
  const detail = await assignmentDetail(db, user, row, language);
  const content =
    name === 'get_timeline'
      ? {
          assignment_no: detail.assignment_no,
          timeline: detail.timeline.map(({ system_time, kind, actor_name, text, status }) => ({
            system_time,
            kind,
            actor_name,
            text,
            status: status?.name ?? null,
          })),
        }
      : name === 'get_documents'
        ? {
            assignment_no: detail.assignment_no,
            documents: detail.documents.map(({ doc_type, status, reject_reason, updated_at }) => ({
              doc_type,
              status,
              reject_reason,
              updated_at,
            })),
          }
        : {
            assignment_no: detail.assignment_no,
            type: detail.type_name,
            status: detail.status.name,
            assignee: detail.assignee?.full_name ?? null,
            due_date: detail.due_date,
            claim_file: detail.claim_file,
          };
  return { content: JSON.stringify(content), cited: detail.assignment_no };
}
