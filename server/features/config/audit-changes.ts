import type { Language } from '../../../contract/languages.ts';
import type { AuditChange } from '../../../contract/settings.ts';
import { translate } from '../../i18n.ts';

/** How a field's values read: as they are, as role names, a language's name, yes or no, a day; absent, only its name is said. */
type ValueKind = 'text' | 'roles' | 'language' | 'yesNo' | 'day' | 'number';

const SHOWN_VALUES: Record<string, ValueKind> = {
  full_name: 'text',
  email: 'text',
  work_group: 'text',
  short_name: 'text',
  name: 'text',
  phone: 'text',
  address: 'text',
  tax_code: 'text',
  job_title: 'text',
  event_place: 'text',
  police_report_no: 'text',
  substitute: 'text',
  reason: 'text',
  name_en: 'text',
  name_ro: 'text',
  color: 'text',
  material_color: 'text',
  sidebar_color: 'text',
  backgroundColor: 'text',
  roles: 'roles',
  assistant_roles: 'roles',
  language: 'language',
  default_language: 'language',
  locked: 'yesNo',
  is_default_pass: 'yesNo',
  prevent_username: 'yesNo',
  prevent_org_name: 'yesNo',
  prevent_month: 'yesNo',
  enable_ai_assistant: 'yesNo',
  active: 'yesNo',
  starts_on: 'day',
  ends_on: 'day',
  event_date: 'day',
  min_length: 'number',
};

/** The fields the log names (each has `audit.field.<name>`); any other is "other details". */
const NAMED_FIELDS = new Set([
  ...Object.keys(SHOWN_VALUES),
  'logo_url',
  'align_logo',
  'theme',
  'prevent_username_message',
  'prevent_org_name_message',
  'prevent_month_message',
  'validation_rule',
  'validation_rule_message',
  'en',
  'ro',
  'vat_basis_points',
  'default_labour_rate',
  'approval_limits',
  'help_en',
  'help_ro',
  'kind',
  'county_code',
  'labour_rate',
  'opening_hours',
  'slot_minutes',
  'closed_days',
  'event_time',
  'event_county',
  'event_country',
  'description',
  'damage',
  'status',
  'partner_id',
  'ip_allow_list',
  'parties',
]);

/** Changes recorded as a whole list rather than an object of fields: the field the list is. */
const WHOLE_LISTS: Record<string, string> = { 'ip-allow-list.update': 'ip_allow_list', 'claimFile.parties': 'parties' };

const MAX_VALUE = 80;

export interface ChangeReader {
  language: Language;
  roleName: (code: string) => string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueText(kind: ValueKind, value: unknown, reader: ChangeReader): string {
  const t = (key: string) => translate(reader.language, key);
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
    return t('audit.value.none');
  if (kind === 'roles' && Array.isArray(value)) return value.map((r) => reader.roleName(String(r))).join(', ');
  if (kind === 'language') return value === 'ro' || value === 'en' ? t(`config.language.${value}`) : String(value);
  if (kind === 'yesNo') return t(value ? 'audit.value.yes' : 'audit.value.no');
  if (kind === 'day' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
  const text = String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * The fields a recorded change touched, by their names in the reader's language, with the values
 * before and after where they read as words. An addition or removal names none: its sentence says it.
 */
export function changesOf(action: string, details: string, reader: ChangeReader): AuditChange[] {
  let recorded: { before?: unknown; after?: unknown };
  try {
    recorded = JSON.parse(details) as typeof recorded;
  } catch {
    return [];
  }
  const { before, after } = recorded;
  if (before === null || before === undefined || after === null || after === undefined) return [];
  const field = (name: string) => translate(reader.language, `audit.field.${NAMED_FIELDS.has(name) ? name : 'other'}`);
  if (!isObject(before) || !isObject(after))
    return JSON.stringify(before) === JSON.stringify(after)
      ? []
      : [{ field: field(WHOLE_LISTS[action] ?? 'other'), before: null, after: null }];
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const changed = names.filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
  const changes: AuditChange[] = [];
  for (const name of changed) {
    const label = field(name);
    if (changes.some((c) => c.field === label)) continue;
    const kind = SHOWN_VALUES[name];
    changes.push({
      field: label,
      before: kind && name in before ? valueText(kind, before[name], reader) : null,
      after: kind && name in after ? valueText(kind, after[name], reader) : null,
    });
  }
  return changes;
}
