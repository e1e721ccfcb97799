import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ASSIGNMENT_TYPES, type AssignmentType } from '../../contract/assignments.ts';
import { addDays, businessDate } from '../../contract/business-time.ts';
import { GUEST_LINK_DAYS } from '../../contract/guest.ts';
import { type AssessedPart, addAssessedPartsInBulk } from '../features/assessments/index.ts';
import {
  addClaimsInBulk,
  type ClaimsInBulk,
  DEFAULT_STATUSES,
  DEFAULT_TRANSITIONS,
  searchTermsOf,
  stintsOfHistory,
} from '../features/assignments/index.ts';
import { VEHICLE_BRANDS, VEHICLE_PARTS } from '../features/reference/index.ts';
import type { Database } from './schema.ts';
import { timeOrderedId } from './time-ordered-id.ts';

/** A small deterministic random source, so the demo data is the same on every machine. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof seededRandom>;

const FIRST_NAMES =
  'Ion Maria Andrei Elena Alexandru Ioana Mihai Ana Ștefan Cristina Gabriel Raluca Vlad Ioana Bogdan Diana'.split(' ');
const LAST_NAMES = [
  ...'Popescu Ionescu Popa Dumitru Stan Stoica Gheorghe Rusu Munteanu'.split(' '),
  ...'Matei Constantin Șerban Marin Tudor Dobre Barbu Nistor Florea'.split(' '),
];
const PLACES: [string, string][] = [
  ['București', 'B'],
  ['Cluj-Napoca', 'CJ'],
  ['Timișoara', 'TM'],
  ['Iași', 'IS'],
  ['Constanța', 'CT'],
  ['Brașov', 'BV'],
  ['Ploiești', 'PH'],
  ['Voluntari', 'IF'],
];
const MODELS: Record<string, string[]> = {
  Dacia: ['Logan', 'Duster', 'Sandero', 'Spring'],
  Volkswagen: ['Golf', 'Passat', 'Tiguan'],
  Renault: ['Clio', 'Megane'],
  Skoda: ['Octavia', 'Fabia'],
  Ford: ['Focus', 'Kuga'],
};
const OPERATIONS = ['replace', 'repair', 'paint'];

export interface ClaimSeedOptions {
  organisationId: string;
  /** The prefix of claim file numbers, e.g. the organisation's code. */
  prefix: string;
  files: number;
  /** Who work is given to; null stands for "unassigned in the group". */
  assignees: (string | null)[];
  group: string;
  now: Date;
  random: Random;
  /** Claim files to create first with fixed numbers, linked to tracker cases. */
  fixed?: {
    claim_file_no: string;
    tracker_case_id: string | null;
    insured_name: string;
    plate: string;
    assignee: string | null;
    stages: number;
    status: string;
    dueInDays?: number;
  }[];
  /** Start of the file numbering, so that several runs can add to the same organisation. */
  firstNumber?: number;
  /** Stop after this many assignments (the large benchmark's exact count). */
  maxAssignments?: number;
}

/** Rows made up and not yet written: claims (their owner writes them) and the assessments' parts. */
interface Batch extends ClaimsInBulk {
  items: AssessedPart[];
}

/** The statuses a fresh assignment passes through to reach `code` by the default transitions (the shortest way, from "new"). */
function stepsTo(type: AssignmentType, code: string): string[] {
  const final = new Set(DEFAULT_STATUSES[type].filter((s) => s.is_final).map((s) => s.code));
  const cameFrom = new Map<string, string>();
  const queue = ['new'];
  while (queue.length > 0 && !cameFrom.has(code)) {
    const at = queue.shift()!;
    // Out of a final status is a reopening, which a fresh history never contains.
    if (final.has(at)) continue;
    for (const next of DEFAULT_TRANSITIONS[type][at] ?? []) {
      if (next === 'new' || cameFrom.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  const path = [code];
  while (path[0] !== 'new') {
    const before = cameFrom.get(path[0]!);
    if (!before) throw new Error(`No way from new to ${code} for ${type}.`);
    path.unshift(before);
  }
  return path;
}

const emptyBatch = (): Batch => ({ files: [], assignments: [], terms: [], timeline: [], items: [], stints: [] });

async function flush(db: Kysely<Database>, batch: Batch): Promise<void> {
  await addClaimsInBulk(db, batch);
  await addAssessedPartsInBulk(db, batch.items);
}

/**
 * Writes realistic claim files: each has a claim notification (the case master) and, as the claim
 * moves on, an inspection, an assessment and an appointment, with statuses, due dates around today,
 * timelines and assessed parts. Vehicles repeat across files, so part histories have something to show.
 */
export async function seedClaims(db: Kysely<Database>, options: ClaimSeedOptions): Promise<number> {
  const { random: r, now } = options;
  const today = businessDate(now);
  const vins = Array.from(
    { length: Math.max(1, Math.ceil(options.files * 0.7)) },
    (_, i) => `UU1${String(options.firstNumber ?? 0).padStart(4, '0')}${String(i).padStart(10, '0')}`,
  );
  let batch = emptyBatch();
  let count = 0;
  const total = (options.fixed?.length ?? 0) + options.files;
  for (let n = 0; n < total; n++) {
    const fixed = options.fixed?.[n];
    const number = (options.firstNumber ?? 1) + n;
    const claimFileNo = fixed?.claim_file_no ?? `${options.prefix}${String(number).padStart(6, '0')}`;
    const brand = r.next() < 0.8 ? r.pick(Object.keys(MODELS)) : r.pick(VEHICLE_BRANDS);
    const [place, county] = r.pick(PLACES);
    const fileId = timeOrderedId(now);
    const createdDaysAgo = r.int(1, 60);
    const created = new Date(now.getTime() - createdDaysAgo * 86_400_000 - r.int(0, 86_399) * 1000);
    // The number's product letters follow the product; the first draw stays so that the rest of the
    // demo data (which tests name) comes out as before.
    r.pick(['RCA', 'CAS']);
    const policyDigits = String(r.int(10_000_000, 99_999_999));
    const policyType = r.pick(['RCA', 'CASCO']);
    const file = {
      id: fileId,
      organisation_id: options.organisationId,
      claim_file_no: claimFileNo,
      policy_no: `RO${policyType === 'RCA' ? 'RCA' : 'CAS'}${policyDigits}`,
      policy_type: policyType,
      insured_name: fixed?.insured_name ?? `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
      plate:
        fixed?.plate ??
        `${county} ${r.int(10, 99)} ${String.fromCharCode(65 + r.int(0, 25), 65 + r.int(0, 25), 65 + r.int(0, 25))}`,
      vehicle_brand: brand,
      vehicle_model: r.pick(MODELS[brand] ?? ['—']),
      vin: r.pick(vins),
      event_date: addDays(businessDate(created), -r.int(0, 5)),
      event_country: 'RO',
      event_county: county,
      event_place: place,
      tracker_case_id: fixed?.tracker_case_id ?? null,
      created_at: created.toISOString(),
    };
    batch.files.push(file);
    const left = (options.maxAssignments ?? Infinity) - count;
    if (left <= 0) break;
    const stages = Math.min(left, fixed ? fixed.stages : r.int(1, ASSIGNMENT_TYPES.length));
    for (let stage = 0; stage < stages; stage++) {
      const type = ASSIGNMENT_TYPES[stage] as AssignmentType;
      const statuses = DEFAULT_STATUSES[type];
      // Earlier stages are usually finished; the newest one is where the claim stands.
      const latest = stage === stages - 1;
      const finished = statuses.find((s) => s.code === 'closed') ?? statuses.at(-1)!;
      const current = fixed
        ? (statuses.find((s) => s.code === fixed.status) ?? statuses[0]!)
        : statuses[r.int(0, Math.min(2, statuses.length - 1))]!;
      const status = latest ? current : finished;
      const assignmentId = timeOrderedId(now);
      const assignmentCreated = new Date(created.getTime() + stage * 86_400_000);
      const updated = new Date(
        Math.min(now.getTime(), assignmentCreated.getTime() + r.int(0, createdDaysAgo) * 86_400_000),
      );
      const assignment = {
        id: assignmentId,
        organisation_id: options.organisationId,
        claim_file_id: fileId,
        assignment_no: `${claimFileNo}-${stage + 1}`,
        assignment_type: type,
        status_code: status.code,
        is_final: status.is_final,
        assignee_user_id: fixed ? fixed.assignee : r.pick(options.assignees),
        group_code: options.group,
        guest_key: randomBytes(16).toString('base64url'),
        // A link lasts as a new one does, 30 days, so most old ones have ended; the demo's named
        // cases were sent theirs lately, and README's guest links open.
        guest_key_expires_at: addDays(fixed ? today : businessDate(assignmentCreated), GUEST_LINK_DAYS),
        due_date: addDays(today, fixed?.dueInDays ?? r.int(-12, 14)),
        is_case_master: stage === 0 ? 1 : 0,
        created_at: assignmentCreated.toISOString(),
        updated_at: updated.toISOString(),
        closed_at: status.is_final
          ? updated > assignmentCreated
            ? updated.toISOString()
            : assignmentCreated.toISOString()
          : null,
      };
      batch.assignments.push(assignment);
      for (const term of searchTermsOf({ ...assignment, ...file }))
        batch.terms.push({ organisation_id: options.organisationId, term, assignment_id: assignmentId });
      // A later stage of a recent claim may begin "after" now; its status changes are then at its start.
      const changedAt = updated > assignmentCreated ? updated.toISOString() : assignment.created_at;
      batch.timeline.push({
        id: timeOrderedId(assignmentCreated),
        assignment_id: assignmentId,
        kind: 'created',
        actor_user_id: null,
        acting_as_user_id: null,
        text: '',
        status_code: 'new',
        outbox_id: null,
        created_at: assignment.created_at,
      });
      // Every step of the way, spread evenly up to the last change, so the history follows the transitions.
      const steps = stepsTo(type, status.code);
      const span = Date.parse(changedAt) - assignmentCreated.getTime();
      const stepAt = (i: number) =>
        new Date(assignmentCreated.getTime() + Math.round((span * i) / Math.max(1, steps.length - 1))).toISOString();
      const history = steps.map((code, i) => ({ status_code: code, at: stepAt(i) }));
      for (const step of history.slice(1)) {
        const entry = {
          kind: 'status' as const,
          actor_user_id: assignment.assignee_user_id,
          acting_as_user_id: null,
          text: '',
          outbox_id: null,
        };
        batch.timeline.push({
          id: timeOrderedId(new Date(step.at)),
          assignment_id: assignmentId,
          ...entry,
          status_code: step.status_code,
          created_at: step.at,
        });
      }
      batch.stints.push(...stintsOfHistory(assignment, history));
      if (type === 'assessment') {
        const parts = new Set(Array.from({ length: r.int(2, 4) }, () => r.pick(VEHICLE_PARTS).code));
        for (const part of parts)
          batch.items.push({
            id: timeOrderedId(updated),
            assignment_id: assignmentId,
            item_guid: part,
            operation: r.pick(OPERATIONS),
            created_at: updated.toISOString(),
          });
      }
      count++;
    }
    if (batch.assignments.length >= 2_000) {
      await flush(db, batch);
      batch = emptyBatch();
    }
  }
  await flush(db, batch);
  return count;
}
