import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import type { PartyRole } from '../../../contract/claim-file.ts';
import {
  type DuplicateCandidate,
  IntakeContactStepSchema,
  IntakeEventStepSchema,
  IntakePartiesStepSchema,
  IntakePolicyStepSchema,
  IntakeVehicleStepSchema,
} from '../../../contract/intake.ts';
import type { Policy } from '../../../contract/policies.ts';
import { problemsOf } from '../../../contract/problems.ts';
import type { ReferenceItem, ReferenceListCode } from '../../../contract/reference.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import { fieldMessages } from '../field-messages.ts';
import { blankDraft, blankParty, type IntakeDraft, payloadOf, stepOfField, withHolderPrefilled } from './draft.ts';
import { gapErrors, gapOf, vehicleFields } from './policy-gap.ts';

export const INTAKE_STEPS = ['policy', 'event', 'vehicle', 'parties', 'contact', 'review'] as const;
export type IntakeStep = (typeof INTAKE_STEPS)[number];
export type IntakeLists = Partial<Record<ReferenceListCode, ReferenceItem[]>>;
export type IntakeTranslate = (key: string, values?: Record<string, string | number>) => string;
/** Where the island puts the focus after an action: the step's heading, or the first field at fault (its path). */
export type IntakeFocus = { to: 'heading' } | { to: 'field'; field: string } | null;

/** What the page needs from outside: the calls (lib/intake/api.ts), the lists, and where to go once created. */
export interface IntakeDeps {
  t: IntakeTranslate;
  findDuplicates(query: { policy_no: string; plate: string; event_date: string }): Promise<DuplicateCandidate[]>;
  create(claim: ReturnType<typeof payloadOf>): Promise<{ claim_file_no: string }>;
  /** Adds the report to an open claim of the same event instead of opening another. */
  addReport(claimFileNo: string, claim: ReturnType<typeof payloadOf>): Promise<{ claim_file_no: string }>;
  duplicatesOf(error: unknown): DuplicateCandidate[] | null;
  loadLists(): Promise<IntakeLists>;
  open(claimFileNo: string): void;
}

/** Each step's own check, as one message per field path (`event.date`, `parties.1.name`). */
function check(
  step: IntakeStep,
  draft: IntakeDraft,
  t: IntakeTranslate,
  policy: Policy | null,
): Record<string, string> {
  const at = (schema: v.GenericSchema, value: unknown, prefix: string) => {
    const result = v.safeParse(schema, value);
    if (result.success) return {};
    const problems = problemsOf(result.issues).map((p) => ({ ...p, field: p.field ? `${prefix}${p.field}` : prefix }));
    return fieldMessages(
      problems.map((p) => ({ ...p, field: p.field.replace(/\.$/, '') })),
      t,
    );
  };
  // In the order the form shows the fields, so the focus goes to the first one on screen.
  const inOrder = (errors: Record<string, string>, fields: object, prefix: string) => {
    const order = Object.keys(fields).map((name) => `${prefix}${name}`);
    const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
    return Object.fromEntries(Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b)));
  };
  if (step === 'policy') return inOrder(at(IntakePolicyStepSchema, draft.policy, ''), draft.policy, '');
  if (step === 'event')
    return {
      ...inOrder(at(IntakeEventStepSchema, draft.event, 'event.'), draft.event, 'event.'),
      ...gapErrors(policy, draft, t),
    };
  if (step === 'vehicle')
    return inOrder(at(IntakeVehicleStepSchema, draft.vehicle, 'vehicle.'), draft.vehicle, 'vehicle.');
  if (step === 'parties') return at(IntakePartiesStepSchema, draft.parties, 'parties.');
  if (step === 'contact') return at(IntakeContactStepSchema, draft.contact, 'contact.');
  return {};
}

/**
 * Staff intake (/workflow/new): a claim phoned in or brought in, in steps (policy, event, vehicle
 * and damage, people, contact) checked one by one with the contract's schemas, then a review of
 * everything with the open claims that may be the same event. A refusal goes back to the step of
 * its first field; a duplicate refusal shows the candidates, and "create anyway" sends it again.
 */
export function createNewClaimPage(deps: IntakeDeps) {
  const { t } = deps;
  const $step = atom<IntakeStep>('policy');
  const $draft = atom<IntakeDraft>(blankDraft());
  const $errors = atom<Record<string, string>>({});
  const $lists = atom<IntakeLists>({});
  const $policy = atom<Policy | null>(null);
  const $duplicates = atom<DuplicateCandidate[]>([]);
  const $busy = atom(false);
  const $problem = atom('');
  /** Why the chosen policy did not protect the event date, said as soon as both are known. */
  const $gap = computed([$policy, $draft], (policy, draft) => gapOf(policy, draft.event.date));
  let gone = false;
  const checkStep = (step: IntakeStep) => check(step, $draft.get(), t, $policy.get());

  const go = (step: IntakeStep): IntakeFocus => {
    $errors.set({});
    $problem.set('');
    $step.set(step);
    if (step === 'review') void lookForDuplicates();
    return { to: 'heading' };
  };
  const refuse = (step: IntakeStep, errors: Record<string, string>): IntakeFocus => {
    if ($step.get() !== step) $step.set(step);
    $errors.set(errors);
    const first = Object.keys(errors)[0];
    return first === undefined ? { to: 'heading' } : { to: 'field', field: first };
  };
  async function lookForDuplicates(): Promise<void> {
    const draft = $draft.get();
    try {
      const found = await deps.findDuplicates({
        policy_no: draft.policy.policy_no,
        plate: draft.vehicle.plate,
        event_date: draft.event.date,
      });
      if (!gone) $duplicates.set(found);
    } catch {
      // The server checks again on create; an early warning that fails is no reason to stop.
    }
  }
  const update = (change: (draft: IntakeDraft) => IntakeDraft) => $draft.set(change($draft.get()));
  /** Checks every step, then sends; a refusal goes back to the step of its first field. */
  async function send(call: (claim: ReturnType<typeof payloadOf>) => Promise<{ claim_file_no: string }>) {
    if ($busy.get()) return null;
    for (const step of INTAKE_STEPS) {
      const errors = checkStep(step);
      if (Object.keys(errors).length > 0) return refuse(step, errors);
    }
    $busy.set(true);
    $problem.set('');
    try {
      const receipt = await call(payloadOf($draft.get()));
      if (!gone) deps.open(receipt.claim_file_no);
      return null;
    } catch (error) {
      return gone ? null : refused(error);
    } finally {
      $busy.set(false);
    }
  }
  function refused(error: unknown): IntakeFocus {
    const duplicates = deps.duplicatesOf(error);
    if (duplicates) {
      $duplicates.set(duplicates);
      $problem.set(error instanceof Error ? error.message : '');
      return { to: 'heading' };
    }
    const named = fieldProblems(error);
    // A chosen policy the server does not find is said beside the number it was found by.
    if (named.policy_id) named.policy_no = named.policy_id;
    delete named.policy_id;
    const first = Object.keys(named)[0];
    if (first === undefined || first === 'claim_file_no') {
      $problem.set(error instanceof ApiError ? error.message : t('intake.failed'));
      return { to: 'heading' };
    }
    const step = stepOfField(first);
    return refuse(step, Object.fromEntries(Object.entries(named).filter(([field]) => stepOfField(field) === step)));
  }

  return {
    $step,
    $draft,
    $errors,
    $lists,
    $policy,
    $duplicates,
    $busy,
    $problem,
    $gap,
    enter(): void {
      deps
        .loadLists()
        .then((lists) => {
          if (!gone) $lists.set(lists);
        })
        .catch(() => {
          if (!gone) $problem.set(t('intake.failed'));
        });
    },
    exit(): void {
      gone = true;
    },
    /** Keeps a typed value: `section` is a step's part of the draft, `name` its field. */
    set(
      section: 'policy' | 'event' | 'vehicle' | 'contact' | 'gap',
      name: string,
      value: string | string[] | boolean | null,
    ): void {
      update((d) => ({ ...d, [section]: { ...d[section], [name]: value } }));
    },
    setParty(index: number, name: string, value: string): void {
      update((d) => ({ ...d, parties: d.parties.map((p, i) => (i === index ? { ...p, [name]: value } : p)) }));
    },
    addParty(role: PartyRole): IntakeFocus {
      update((d) => ({ ...d, parties: [...d.parties, blankParty(role)] }));
      return { to: 'field', field: `parties.${$draft.get().parties.length - 1}.name` };
    },
    removeParty(index: number): IntakeFocus {
      update((d) => ({ ...d, parties: d.parties.filter((_, i) => i !== index) }));
      $errors.set({});
      return { to: 'heading' };
    },
    /** A policy chosen from the register fills the policy and the holder; null goes back to "not found" with a reason. */
    choosePolicy(policy: Policy | null): void {
      $policy.set(policy);
      $errors.set({});
      if (!policy) {
        update((d) => ({ ...d, policy: { ...d.policy, policy_id: null } }));
        return;
      }
      const vehicle = policy.vehicles[0];
      const brands = $lists.get().vehicle_brands ?? [];
      update((d) => ({
        ...d,
        policy: {
          ...d.policy,
          policy_id: policy.id,
          policy_no: policy.policy_no,
          policy_type: policy.product,
          insured_name: policy.holder_name,
          policy_missing_reason: null,
        },
        vehicle: vehicle ? { ...d.vehicle, ...vehicleFields(vehicle, brands) } : d.vehicle,
        // Another policy asks for its own confirmation.
        gap: { ...d.gap, confirmed: false },
        // The policyholder is the policy's holder, as a first guess the caller may correct.
        parties: d.parties.map((p, i) =>
          i === 0 && p.role === 'policyholder' ? { ...p, name: policy.holder_name } : p,
        ),
      }));
    },
    /** Another of the chosen policy's insured vehicles fills the vehicle's fields (by its place in the policy). */
    takeVehicle(index: number): void {
      const vehicle = $policy.get()?.vehicles[index];
      if (!vehicle) return;
      const fields = vehicleFields(vehicle, $lists.get().vehicle_brands ?? []);
      update((d) => ({ ...d, vehicle: { ...d.vehicle, ...fields } }));
    },
    /** Checks the step, then goes on to the next. */
    next(): IntakeFocus {
      const step = $step.get();
      const errors = checkStep(step);
      if (step === 'policy') update(withHolderPrefilled);
      if (Object.keys(errors).length > 0) return refuse(step, errors);
      const following = INTAKE_STEPS[INTAKE_STEPS.indexOf(step) + 1];
      return following ? go(following) : null;
    },
    back(): IntakeFocus {
      const before = INTAKE_STEPS[INTAKE_STEPS.indexOf($step.get()) - 1];
      return before ? go(before) : null;
    },
    /** From the review: back to one step to change it. */
    edit(step: IntakeStep): IntakeFocus {
      return go(step);
    },
    /** Sends the claim; `anyway` after the duplicate warning. On success the claim file's page opens. */
    create(anyway = false): Promise<IntakeFocus> {
      return send((claim) => deps.create({ ...claim, allow_duplicate: anyway }));
    },
    /** Adds the report to an open claim of the same event instead; that claim file's page opens. */
    addToClaim(claimFileNo: string): Promise<IntakeFocus> {
      return send((claim) => deps.addReport(claimFileNo, claim));
    },
  };
}

export type NewClaimPage = ReturnType<typeof createNewClaimPage>;
