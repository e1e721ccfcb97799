import type { Context } from 'hono';
import * as v from 'valibot';
import {
  AddNoteRequestSchema,
  AssignRequestSchema,
  ChangeStatusRequestSchema,
  SearchQuerySchema,
  SendMessageRequestSchema,
  WorklistFilterSchema,
  WorklistQuerySchema,
} from '../../../contract/assignments.ts';
import { type AppEnv, factory } from '../../http/app-env.ts';
import { IdSchema, validParams, validQuery } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import type { DocumentStorage } from '../documents/index.ts';
import { addNote, assign, sendMessage } from './actions.ts';
import { changeStatus } from './change-status.ts';
import { changeOrConflict } from './conflict.ts';
import { assignmentDetail } from './detail.ts';
import { findAssignmentFor } from './repository.ts';
import { searchAssignments } from './search.ts';
import { searchClaimFiles } from './search-claim-files.ts';
import { statusChoices } from './status-choices.ts';
import { saveWorklistFilter } from './worklist-filter.ts';
import { dashboardCounts, worklistPage } from './worklist.ts';

const AssignmentParams = v.object({ id: IdSchema });

/** /api/assignments: the dashboard, worklist and search of signed-in staff, one assignment's page and its actions. */
export function assignmentRoutes(deps: Services & { storage: DocumentStorage }) {
  const now = () => deps.clock.now();
  const assignmentParam = validParams(AssignmentParams, 'error.notFound.assignment');
  /** Each call answers with the assignment as it is now, and its version for the next change. */
  const answerDetail = async (c: Context<AppEnv>, id: string) => {
    const user = c.var.auth.user;
    const answer = await assignmentDetail(
      deps.db,
      user,
      await findAssignmentFor(deps.db, user, id),
      requestLanguage(c),
    );
    setVersion(c, answer.version);
    return c.json(answer);
  };

  return factory
    .createApp()
    .use('*', requireSession(deps, ['full']))
    .get('/dashboard', async (c) => c.json(await dashboardCounts(deps.db, c.var.auth.user, now())))
    .get('/worklist', validQuery(WorklistQuerySchema), async (c) =>
      c.json(await worklistPage(deps.db, c.var.auth.user, c.req.valid('query'), requestLanguage(c), now())),
    )
    .get('/statuses', async (c) =>
      c.json(await statusChoices(deps.db, c.var.auth.user.organisation_id, requestLanguage(c))),
    )
    .put('/worklistFilter', async (c) => {
      const filter = await readJson(c, WorklistFilterSchema);
      await saveWorklistFilter(deps.db, c.var.auth.user, filter);
      return c.json(filter);
    })
    .get('/search', validQuery(SearchQuerySchema), async (c) =>
      c.json(await searchAssignments(deps.db, c.var.auth.user, c.req.valid('query').q, requestLanguage(c))),
    )
    .get('/search/all', validQuery(SearchQuerySchema), async (c) => {
      // The search box's one request per keystroke: claim files first, then assignments.
      const { q } = c.req.valid('query');
      const user = c.var.auth.user;
      const [claim_files, assignments] = await Promise.all([
        searchClaimFiles(deps.db, user, q),
        searchAssignments(deps.db, user, q, requestLanguage(c)),
      ]);
      return c.json({ claim_files, assignments });
    })
    .get('/:id', assignmentParam, async (c) => answerDetail(c, c.req.valid('param').id))
    .post('/:id/status', assignmentParam, async (c) => {
      const body = await readJson(c, ChangeStatusRequestSchema);
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      const seenBy = { user: c.var.auth.user, assignmentId: assignment.id, language: requestLanguage(c) };
      const seen = () => requireIfMatch(c);
      await changeOrConflict(deps.db, seenBy, () => changeStatus(deps.db, actorOf(c), assignment, body, seen, now()));
      return answerDetail(c, assignment.id);
    })
    .post('/:id/assign', assignmentParam, async (c) => {
      const body = await readJson(c, AssignRequestSchema);
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      const seenBy = { user: c.var.auth.user, assignmentId: assignment.id, language: requestLanguage(c) };
      const seen = () => requireIfMatch(c);
      await changeOrConflict(deps.db, seenBy, () => assign(deps.db, actorOf(c), assignment, body.user_id, now(), seen));
      return answerDetail(c, assignment.id);
    })
    .post('/:id/notes', assignmentParam, async (c) => {
      const body = await readJson(c, AddNoteRequestSchema);
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      await addNote(deps.db, actorOf(c), assignment, body.text, now());
      return answerDetail(c, assignment.id);
    })
    .post('/:id/messages', assignmentParam, async (c) => {
      const body = await readJson(c, SendMessageRequestSchema);
      const assignment = await findAssignmentFor(deps.db, c.var.auth.user, c.req.valid('param').id);
      await sendMessage(deps, actorOf(c), assignment, body, now());
      return answerDetail(c, assignment.id);
    });
}
