import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { noteLine } from '../../server/test/assessment-notes.ts';
import { DEMO_PASSWORD, withE2eDatabase } from './helpers.ts';

// The claim's money in browser tests: a claim of the test's own with an approved note, followed
// on the tracker, and staff calls over HTTP to bring it where a test starts.

let addressCounter = 0;
/** Each test comes from an address of its own (the e2e server trusts X-Forwarded-For). */
export const ownAddress = () => `198.20.${process.pid % 250}.${++addressCounter}`;

/**
 * An open assessment of DEMO without a note, counted from the last (other specs take the first),
 * followed on the tracker under its claim file's number with the claimant's e-mail address: as
 * server/test/approved-claim.ts prepares one.
 */
export function trackedAssessment(offset: number): { id: string; claimFileNo: string } {
  return withE2eDatabase((db) => {
    const row = db
      .prepare(
        `select a.id, f.id as file_id, f.claim_file_no, f.organisation_id from assignments a
           join claim_files f on f.id = a.claim_file_id join organisations o on o.id = a.organisation_id
         where o.code = 'DEMO' and a.assignment_type = 'assessment' and a.is_final = 0 and f.tracker_case_id is null
           and not exists (select 1 from assessment_notes n where n.assignment_id = a.id)
         order by a.assignment_no desc limit 1 offset ?`,
      )
      .get(offset) as { id: string; file_id: string; claim_file_no: string; organisation_id: string };
    const caseId = randomUUID();
    const now = new Date().toISOString();
    db.prepare(
      `INSERT INTO tracker_cases (id, organisation_id, case_no, contact_channel, created_at, process_step_index)
       VALUES (?, ?, ?, 'claimant@example.test', ?, 3)`,
    ).run(caseId, row.organisation_id, row.claim_file_no, now);
    db.prepare(
      `INSERT INTO tracker_events (id, case_id, event_title, event_description, process_step_index, next_step_title, next_step_description, action, created_at)
       VALUES (?, ?, 'Assessment approved', '<p>The damage is assessed.</p>', 3, 'Payment', 'We answer in writing.', NULL, ?)`,
    ).run(randomUUID(), caseId, now);
    db.prepare('UPDATE claim_files SET contact = ?, tracker_case_id = ? WHERE id = ?').run(
      'claimant@example.test',
      caseId,
      row.file_id,
    );
    return { id: row.id, claimFileNo: row.claim_file_no };
  });
}

/** Staff calls over HTTP, each person signed in once. */
export function staff(request: APIRequestContext, address: string) {
  const tokens: Record<string, string> = {};
  const headers = async (username: string, version?: number) => {
    if (!tokens[username]) {
      const res = await request.post('/api/auth/appToken', {
        data: { username, password: DEMO_PASSWORD },
        headers: { 'X-Forwarded-For': address },
      });
      expect(res.status(), `sign-in of ${username}`).toBe(200);
      tokens[username] = ((await res.json()) as { idToken: string }).idToken;
    }
    return {
      Authorization: `Bearer ${tokens[username]}`,
      'X-Forwarded-For': address,
      ...(version === undefined ? {} : { 'If-Match': `"${version}"` }),
    };
  };
  const call = async (
    username: string,
    method: 'get' | 'put' | 'post',
    path: string,
    data?: unknown,
    version?: number,
  ) => {
    const res = await request[method](path, { headers: await headers(username, version), data });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return res;
  };
  return { call };
}

/** The note written by the assessor and approved by the manager: where the claim's money starts. */
export async function approvedClaim(request: APIRequestContext, offset: number) {
  const address = ownAddress();
  const claim = trackedAssessment(offset);
  const part = withE2eDatabase(
    (db) =>
      db.prepare(`select code from reference_items where list_code = 'vehicle_parts' limit 1`).get() as {
        code: string;
      },
  );
  const { call } = staff(request, address);
  const note = `/api/assessments/${claim.id}`;
  // 30,000 lei: well above any deductible, so the figure leaves an amount to offer.
  await call('assessor', 'put', `${note}/lines`, { lines: [noteLine(part.code, { part_price: 3_000_000 })] }, 0);
  await call('assessor', 'post', `${note}/submit`, {}, 1);
  await call('manager', 'post', `${note}/approve`, {}, 2);
  const money = `/api/settlement/claim-files/${encodeURIComponent(claim.claimFileNo)}`;
  /** Sends the offer or the refusal as the manager, on the version the money is at. */
  const answer = async (kind: 'offer' | 'refusal', body: Record<string, unknown>) => {
    const seen = await call('manager', 'get', money);
    const version = Number(seen.headers().etag?.replaceAll('"', ''));
    await call('manager', 'post', `${money}/${kind}`, body, version);
  };
  return { ...claim, address, answer };
}

/** Presses Tab until `target` has focus, as a keyboard user reaches it. */
export async function tabTo(page: Page, target: Locator, most = 40): Promise<void> {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
