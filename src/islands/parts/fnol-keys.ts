import { FNOL_MESSAGES, type FnolStep } from '../../../contract/fnol.ts';
import type { ReferenceListCode } from '../../../contract/reference.ts';

export const FNOL_KEYS = [
  'fnol.title',
  'fnol.step',
  'fnol.step.policy',
  'fnol.step.event',
  'fnol.step.vehicle',
  'fnol.step.contact',
  'fnol.policy_type',
  'fnol.policy_no',
  'fnol.insured_name',
  'fnol.event_date',
  'fnol.event_country',
  'fnol.event_county',
  'fnol.event_place',
  'fnol.description',
  'fnol.vehicle_category',
  'fnol.vehicle_brand',
  'fnol.vehicle_color',
  'fnol.plate',
  'fnol.damaged_parts',
  'fnol.contact_channel',
  'fnol.channel.email',
  'fnol.channel.sms',
  'fnol.contact',
  'fnol.contact_confirmation',
  'fnol.choose',
  'fnol.back',
  'fnol.next',
  'fnol.submit',
  'fnol.sending',
  'fnol.draftKept',
  'fnol.done',
  'fnol.doneNumber',
  'fnol.doneMessage',
  'fnol.openTracker',
  'fnol.failed',
  'fnol.unknownForm',
  'app.loading',
  ...(Object.keys(FNOL_MESSAGES) as (keyof typeof FNOL_MESSAGES)[]).map((name) => `fnol.error.${name}` as const),
] as const;
export type Messages = Record<(typeof FNOL_KEYS)[number], string>;
export type Values = Record<string, string | string[]>;

/** Every field starts empty, so a step sent blank gets each field's own message. */
export const BLANK: Record<FnolStep, Values> = {
  policy: { policy_type: '', policy_no: '', insured_name: '' },
  event: { event_date: '', event_country: 'RO', event_county: '', event_place: '', description: '' },
  vehicle: { vehicle_category: '', vehicle_brand: '', vehicle_color: '', plate: '', damaged_parts: [] },
  contact: { contact_channel: 'email', contact: '', contact_confirmation: '' },
};
export const LISTS: ReferenceListCode[] = [
  'policy_types',
  'countries',
  'counties',
  'vehicle_categories',
  'vehicle_brands',
  'colors',
  'vehicle_parts',
];
/** The contract's rule messages are English; each has its translation under fnol.error.<name>. */
export const messageNames = new Map(
  Object.entries(FNOL_MESSAGES).map(([name, text]) => [text as string, `fnol.error.${name}`]),
);

export const draftKey = (orgKey: string) => `claims.fnolDraft.${orgKey}`;
export const input = 'w-full rounded border border-gray-400 bg-surface px-3 py-2 aria-invalid:border-red-700';
