import type { AppEnv } from '../../http/app-env.ts';
import { Hono, type Context } from 'hono';
import {
  AddNoteRequestSchema,
  AssignRequestSchema,
  ChangeStatusRequestSchema,
  SearchQuerySchema,
  SendMessageRequestSchema,
  WorklistFilterSchema,
  WorklistQuerySchema,
} from '../../../contract/assignments.ts';
import { readJson, readQuery } from '../../http/read-json.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { addNote, assign, sendMessage } from './actions.ts';
import { changeStatus } from './change-status.ts';
import { assignmentConflict } from './conflict.ts';
import { actorOf } from '../../http/request-context.ts';
import { idParam } from '../../http/params.ts';
import { assignmentDetail } from './detail.ts';
import { itemHistory } from './item-history.ts';
import { emailLookup, smsLookup, timelineLookup } from './print-lookups.ts';
import { findAssignmentFor, type AssignmentRow } from './repository.ts';
import { StaleAssignment, type VersionSeen } from './stale.ts';
import { searchAssignments } from './search.ts';
import { saveWorklistFilter } from './worklist-filter.ts';
import { dashboardCounts, worklistPage } from './worklist.ts';

type Ctx = Context<AppEnv>;

/** Claim work for signed-in staff: dashboard, worklist, search, the assignment page and its actions, print lookups. */
export function assignmentRoutes(deps: Services) {
  const signedIn = requireSession(deps, ['full']);
  const now = () => deps.clock.now();
  const assignmentOf = (c: Ctx) => findAssignmentFor(deps.db, c.var.auth.user, idParam(c, 'id', 'assignment'));
  const detail = async (c: Ctx) => {
    const answer = await assignmentDetail(deps.db, c.var.auth.user, await assignmentOf(c), requestLanguage(c));
    setVersion(c, answer.version);
    return c.json(answer);
  };
  /** A change of status or assignee: made on the version in If-Match, or refused with the current assignment. */
  const onVersionSeen = async (c: Ctx, change: (assignment: AssignmentRow, seen: VersionSeen) => Promise<void>) => {
    const assignment = await assignmentOf(c);
    try {
      await change(assignment, () => requireIfMatch(c));
    } catch (error) {
      if (error instanceof StaleAssignment)
        throw await assignmentConflict(deps.db, c.var.auth.user, assignment.id, requestLanguage(c));
      throw error;
    }
  };

  return new Hono<AppEnv>()
    .use('/assignments/*', signedIn)
    .use('/claim/*', signedIn)
    .use('/timeline/*', signedIn)
    .get('/assignments/dashboard', async (c) => c.json(await dashboardCounts(deps.db, c.var.auth.user, now())))
    .get('/assignments/worklist', async (c) =>
      c.json(
        await worklistPage(deps.db, c.var.auth.user, readQuery(c, WorklistQuerySchema), requestLanguage(c), now()),
      ),
    )
    .put('/assignments/worklistFilter', async (c) => {
      const filter = await readJson(c, WorklistFilterSchema);
      await saveWorklistFilter(deps.db, c.var.auth.user, filter);
      return c.json(filter);
    })
    .get('/assignments/search', async (c) =>
      c.json(await searchAssignments(deps.db, c.var.auth.user, readQuery(c, SearchQuerySchema).q, requestLanguage(c))),
    )
    .get('/assignments/:id', detail)
    .post('/assignments/:id/status', async (c) => {
      const body = await readJson(c, ChangeStatusRequestSchema);
      await onVersionSeen(c, (assignment, seen) => changeStatus(deps.db, actorOf(c), assignment, body, seen, now()));
      return detail(c);
    })
    .post('/assignments/:id/assign', async (c) => {
      const body = await readJson(c, AssignRequestSchema);
      await onVersionSeen(c, (assignment, seen) => assign(deps.db, actorOf(c), assignment, body.user_id, now(), seen));
      return detail(c);
    })
    .post('/assignments/:id/notes', async (c) => {
      const body = await readJson(c, AddNoteRequestSchema);
      await addNote(deps.db, actorOf(c), await assignmentOf(c), body.text, now());
      return detail(c);
    })
    .post('/assignments/:id/messages', async (c) => {
      const body = await readJson(c, SendMessageRequestSchema);
      await sendMessage(deps.db, actorOf(c), await assignmentOf(c), body, now());
      return detail(c);
    })
    .get('/claim/assessmentNote/browseItemHistory/:assignment_id/:item_guid', async (c) => {
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, idParam(c, 'assignment_id', 'assignment'));
      return c.json(await itemHistory(deps.db, assignment, idParam(c, 'item_guid', 'part'), requestLanguage(c)));
    })
    .get('/timeline/getAsgId/:assignment_key', async (c) =>
      c.json(
        await timelineLookup(
          deps.db,
          c.var.auth.user,
          idParam(c, 'assignment_key', 'assignment'),
          requestLanguage(c),
          deps.config.publicOrigin,
        ),
      ),
    )
    .get('/timeline/getEmailKey/:email_id', async (c) =>
      c.json(await emailLookup(deps.db, c.var.auth.user, idParam(c, 'email_id', 'e-mail'), requestLanguage(c))),
    )
    .get('/timeline/getSms/:sms_id', async (c) =>
      c.json(await smsLookup(deps.db, c.var.auth.user, idParam(c, 'sms_id', 'SMS'), requestLanguage(c))),
    );
}
