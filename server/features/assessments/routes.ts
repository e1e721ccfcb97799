import type { Context } from 'hono';
import * as v from 'valibot';
import { NoteLinesInputSchema, ReturnNoteInputSchema } from '../../../contract/assessment.ts';
import { LinePhotoInputSchema } from '../../../contract/assessment-photos.ts';
import { UsualPricesQuerySchema } from '../../../contract/usual-price.ts';
import { AppError } from '../../errors.ts';
import { type AppEnv, factory } from '../../http/app-env.ts';
import { IdSchema, validParams } from '../../http/params.ts';
import { readJson } from '../../http/read-json.ts';
import { actorOf } from '../../http/request-context.ts';
import { requireIfMatch, setVersion } from '../../http/version.ts';
import { requestLanguage } from '../../i18n.ts';
import type { Services } from '../../services.ts';
import { requireSession } from '../auth/index.ts';
import { noteAnswer } from './answer.ts';
import type { NoteChange } from './change-note.ts';
import { findAssignmentFor } from './deps.ts';
import { approveNote, returnNote, submitNote, supplementNote } from './lifecycle.ts';
import { linePhotosOf, linkLinePhoto } from './line-photos.ts';
import { notePrint } from './print.ts';
import { saveLines } from './save-lines.ts';
import { usualPricesFor } from './usual-prices.ts';

const NoteParams = v.object({ assignment_id: IdSchema });
const VersionParams = v.object({
  assignment_id: IdSchema,
  n: v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/)),
});
type Step = (change: NoteChange, seen: () => number) => Promise<number>;

/**
 * /api/assessments/:assignment_id (staff in a full session): the assessment note of an assessment
 * assignment. GET answers its current version with the ETag every change sends back as If-Match;
 * each change answers the note as it now is, with its new ETag.
 */
export function assessmentRoutes(deps: Services) {
  const noteParam = validParams(NoteParams, 'error.notFound.assignment');
  const changeOf = async (c: Context<AppEnv>): Promise<NoteChange> => ({
    db: deps.db,
    actor: actorOf(c),
    assignment: await findAssignmentFor(deps.db, c.var.auth.user, c.req.param('assignment_id') ?? ''),
    language: requestLanguage(c),
    now: deps.clock.now(),
  });
  const answer = async (c: Context<AppEnv>, change: NoteChange) => {
    const note = await noteAnswer(deps.db, change.actor.user, change.assignment, change.language);
    setVersion(c, note.version);
    return c.json(note);
  };
  const step = (run: Step) => async (c: Context<AppEnv>) => {
    const change = await changeOf(c);
    await run(change, () => requireIfMatch(c));
    return answer(c, change);
  };
  return (
    factory
      .createApp()
      .use('*', requireSession(deps, ['full']))
      .get('/:assignment_id', noteParam, async (c) => answer(c, await changeOf(c)))
      .get(
        '/:assignment_id/versions/:n',
        validParams(VersionParams, {
          assignment_id: 'error.notFound.assignment',
          n: 'error.assessment.versionNotFound',
        }),
        async (c) => {
          const change = await changeOf(c);
          const n = Number(c.req.valid('param').n);
          return c.json(await noteAnswer(deps.db, change.actor.user, change.assignment, change.language, n));
        },
      )
      .get('/:assignment_id/print', noteParam, async (c) => c.json(await notePrint(await changeOf(c))))
      .put('/:assignment_id/lines', noteParam, async (c) => {
        const change = await changeOf(c);
        const seen = () => requireIfMatch(c);
        // Who may edit and the version come before the body is read, as for every versioned change.
        await saveLines(change, seen, () => readJson(c, NoteLinesInputSchema));
        return answer(c, change);
      })
      .post('/:assignment_id/submit', noteParam, step(submitNote))
      .post('/:assignment_id/approve', noteParam, step(approveNote))
      .post('/:assignment_id/return', noteParam, async (c) => {
        const change = await changeOf(c);
        const seen = () => requireIfMatch(c);
        await returnNote(change, seen, async () => (await readJson(c, ReturnNoteInputSchema)).reason);
        return answer(c, change);
      })
      .post('/:assignment_id/supplement', noteParam, step(supplementNote))
      // Reads only: the usual price of the asked parts in the caller's organisation, for the editor's flags.
      .post('/:assignment_id/usual-prices', noteParam, async (c) => {
        const change = await changeOf(c);
        if (change.assignment.assignment_type !== 'assessment')
          throw new AppError('not_found', 'error.assessment.notAssessment');
        const { items } = await readJson(c, UsualPricesQuerySchema);
        return c.json(await usualPricesFor(deps.db, change.assignment, [...new Set(items)]));
      })
      // Photo links are not part of the note's version: linking one never makes an open editor stale.
      .get('/:assignment_id/photos', noteParam, async (c) => {
        const change = await changeOf(c);
        if (change.assignment.assignment_type !== 'assessment')
          throw new AppError('not_found', 'error.assessment.notAssessment');
        return c.json(await linePhotosOf(deps.db, change.assignment.id));
      })
      .post('/:assignment_id/photos', noteParam, async (c) => {
        const change = await changeOf(c);
        await linkLinePhoto(change, await readJson(c, LinePhotoInputSchema));
        return c.json(await linePhotosOf(deps.db, change.assignment.id));
      })
  );
}
