import { useStore } from '@nanostores/react';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { INTAKE_STEPS, type IntakeFocus, type IntakeStep, type NewClaimPage } from '../../lib/intake/new-claim-page.ts';
import { secondaryButton } from '../common/FormProblem.tsx';
import { gapText } from './IntakeGap.tsx';
import type { IntakeMessages } from './intake-keys.ts';

/** Everything on one screen, each step with its "Edit", and the open claims that may be the same event. */
export function ReviewStep({
  page,
  messages: m,
  onFocus,
}: {
  page: NewClaimPage;
  messages: IntakeMessages;
  onFocus: (target: IntakeFocus) => void;
}) {
  const t = islandT(m);
  const d = useStore(page.$draft);
  const duplicates = useStore(page.$duplicates);
  const lists = useStore(page.$lists);
  const gap = useStore(page.$gap);
  const policy = useStore(page.$policy);
  const busy = useStore(page.$busy);
  const gapRows: [string, string][] =
    gap && policy
      ? [
          [m['intake.gap.title'], gapText(m, gap, policy, d.event.date)],
          [m['intake.gap.reason'], d.gap.reason],
        ]
      : [];
  const name = (list: keyof typeof lists, code: string) => lists[list]?.find((i) => i.code === code)?.name ?? code;
  const rows: Record<Exclude<IntakeStep, 'review'>, [string, string][]> = {
    policy: [
      [m['intake.policyNo'], d.policy.policy_no],
      [m['intake.policyType'], d.policy.policy_type],
      [m['intake.insuredName'], d.policy.insured_name],
      ...(d.policy.policy_id
        ? []
        : ([[m['intake.reason'], d.policy.policy_missing_reason ?? '']] as [string, string][])),
      ...gapRows,
    ],
    event: [
      [m['intake.date'], d.event.date ? formatDate(d.event.date) : ''],
      [m['intake.time'], d.event.time],
      [m['intake.country'], name('countries', d.event.country)],
      [m['intake.county'], d.event.country === 'RO' ? name('counties', d.event.county) : ''],
      [m['intake.place'], d.event.place],
      [m['intake.description'], d.event.description],
      [m['intake.policeReportNo'], d.event.police_report_no],
    ],
    vehicle: [
      [m['intake.plate'], d.vehicle.plate],
      [m['intake.vin'], d.vehicle.vin],
      [m['intake.brand'], name('vehicle_brands', d.vehicle.brand)],
      [m['intake.model'], d.vehicle.model],
      [m['intake.category'], name('vehicle_categories', d.vehicle.category)],
      [m['intake.color'], name('colors', d.vehicle.color)],
      [m['intake.parts'], d.vehicle.damaged_parts.map((c) => name('vehicle_parts', c)).join(', ')],
      [m['intake.damage'], d.vehicle.damage],
    ],
    parties: d.parties.map((p, i) => [
      t('intake.person', { n: i + 1, role: m[`intake.role.${p.role}`] }),
      [p.name, p.phone, p.email, p.plate, p.insurer].filter(Boolean).join(', '),
    ]),
    contact: [[m[`intake.channel.${d.contact.channel}`], d.contact.contact]],
  };
  return (
    <>
      {duplicates.length > 0 && (
        <section aria-labelledby="intake-duplicates" className="rounded border-l-4 border-amber-600 bg-amber-50 p-3">
          <h3 id="intake-duplicates" className="font-semibold">
            {m['intake.duplicates']}
          </h3>
          <p className="text-sm">{m['intake.duplicatesHint']}</p>
          <ul className="list-disc space-y-2 pl-5">
            {duplicates.map((c) => (
              <li key={c.claim_file_no}>
                <a className="text-brand-ink underline" href={localized(`/workflow/claim-file/${c.claim_file_no}`)}>
                  {t('intake.duplicateRow', {
                    no: c.claim_file_no,
                    date: formatDate(c.event_date),
                    plate: c.plate,
                    policy: c.policy_no || '-',
                    insured: c.insured_name,
                  })}
                </a>{' '}
                <button
                  type="button"
                  disabled={busy}
                  className={`${secondaryButton} mt-1`}
                  onClick={async () => onFocus(await page.addToClaim(c.claim_file_no))}
                >
                  {t('intake.addToClaim', { no: c.claim_file_no })}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {INTAKE_STEPS.filter((s): s is Exclude<IntakeStep, 'review'> => s !== 'review').map((step) => (
        <section key={step} aria-labelledby={`intake-review-${step}`} className="space-y-1">
          <div className="flex items-center gap-3">
            <h3 id={`intake-review-${step}`} className="font-semibold">
              {m[`intake.step.${step}`]}
            </h3>
            <button type="button" className={secondaryButton} onClick={() => onFocus(page.edit(step))}>
              {t('intake.edit', { step: m[`intake.step.${step}`] })}
            </button>
          </div>
          <dl className="grid grid-cols-[minmax(8rem,14rem)_1fr] gap-x-3 text-sm">
            {rows[step]
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-gray-700">{label}</dt>
                  <dd className="whitespace-pre-wrap">{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </>
  );
}
