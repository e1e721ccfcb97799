import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import { DEMO_PASSWORD, trackerCode } from './helpers.ts';

/** A claimant payment waiting for approval, as the payments page lists it. */
export interface ProposedPayment {
  claimFileNo: string;
  amountMinor: number;
}

const CLAIMANT = { iban: 'RO49 AAAA 1B31 0075 9384 0000', holder_name: 'Ion Popescu' };

let calls = 0;
/** Each claimant comes from an address of its own (the e2e server trusts X-Forwarded-For), as tracker.spec.ts does. */
const ownAddress = () => `198.19.${process.pid % 250}.${++calls}`;

async function tokenOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const res = await request.post('/api/auth/appToken', { data: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { idToken: string }).idToken}` };
}

/** The answer's body (of the shape the caller names) and version, once its status is the one expected. */
async function ok<T = unknown>(res: APIResponse, status = 200): Promise<{ body: T; etag: string }> {
  expect(res.status(), await res.text()).toBe(status);
  return { body: (await res.json()) as T, etag: res.headers().etag ?? '' };
}

/**
 * Through the API, as the people would: a claim registered by phone (CASCO, collision), an
 * assessment of one bonnet at `partPrice` bani written and submitted by the assessor and approved
 * by the manager, the offer sent, the claimant's acceptance on the tracker with an access code from
 * the mailbox, and the manager's proposal to pay the claimant the whole figure.
 */
export async function proposedPayment(request: APIRequestContext, partPrice = 125_000): Promise<ProposedPayment> {
  const [manager, assessor] = [await tokenOf(request, 'manager'), await tokenOf(request, 'assessor')];
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const claim = await ok<{ claim_file_no: string }>(
    await request.post('/api/intake/claims', {
      headers: manager,
      data: {
        policy_id: null,
        policy_missing_reason: 'Registered by phone before the policy was found.',
        policy_type: 'CASCO',
        insured_name: CLAIMANT.holder_name,
        event: {
          date: yesterday,
          country: 'RO',
          county: 'B',
          place: 'Bucuresti',
          description: 'Rear-ended at a traffic light.',
        },
        vehicle: { plate: 'B 123 PAY', brand: 'dacia', model: '', category: 'car', color: 'white', damaged_parts: [] },
        parties: [{ role: 'policyholder', name: CLAIMANT.holder_name }],
        contact: { channel: 'email', contact: `payee.${process.pid}.${Date.now()}@example.test` },
        allow_duplicate: true,
      },
    }),
    201,
  );
  const claimFileNo = claim.body.claim_file_no;

  const started = await ok<{ id: string }>(
    await request.post(`/api/claim-files/${claimFileNo}/assessments`, { headers: assessor }),
    201,
  );
  const note = `/api/assessments/${started.body.id}`;
  const line = {
    item_guid: 'part-bonnet',
    operation: 'replace',
    quantity: 1000,
    labour_hours: 150,
    labour_rate: null,
    part_price: partPrice,
    paint_materials: 0,
    remark: '',
  };
  const saved = await ok(
    await request.put(`${note}/lines`, { data: { lines: [line] }, headers: { ...assessor, 'If-Match': '"0"' } }),
  );
  const submitted = await ok(
    await request.post(`${note}/submit`, { headers: { ...assessor, 'If-Match': saved.etag } }),
  );
  await ok(await request.post(`${note}/approve`, { headers: { ...manager, 'If-Match': submitted.etag } }));

  const money = `/api/settlement/claim-files/${claimFileNo}`;
  const seen = await ok(await request.get(money, { headers: manager }));
  await ok(
    await request.post(`${money}/offer`, { data: { language: 'en' }, headers: { ...manager, 'If-Match': seen.etag } }),
  );

  const address = { 'X-Forwarded-For': ownAddress() };
  const challenge = await ok<{ challenge_id: string }>(
    await request.get(`/api/tracker/startChallenge/${claimFileNo}`, { headers: address }),
  );
  const code = await trackerCode(request, claimFileNo);
  const verified = await ok<{ newAuthContext: { idToken: string } }>(
    await request.post('/api/tracker/verifyChallenge', {
      data: { challenge_id: challenge.body.challenge_id, case_no: claimFileNo, code },
      headers: address,
    }),
  );
  const visitor = { Authorization: `Bearer ${verified.body.newAuthContext.idToken}` };
  await ok(await request.post('/api/settlement/case/accept', { data: CLAIMANT, headers: visitor }));

  const accepted = await ok<{ figure: { total_minor: number } }>(await request.get(money, { headers: manager }));
  const amountMinor = accepted.body.figure.total_minor;
  await ok(
    await request.post(`${money}/payments`, {
      data: { payee: 'claimant', amount_minor: amountMinor },
      headers: { ...manager, 'If-Match': accepted.etag },
    }),
  );
  return { claimFileNo, amountMinor };
}
