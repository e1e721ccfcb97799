import type { Language } from '../../../contract/languages.ts';
import type { Vehicle, VehicleClaimFile } from '../../../contract/vehicle-search.ts';
import type { AssessmentSearchPage } from '../../lib/assessment-search/search-page.ts';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import type { AssessmentSearchT } from './messages.ts';
import { NewAssessmentButton } from './NewAssessmentButton.tsx';

const linkClass = 'font-medium text-brand-ink underline';

/** One vehicle found: its plates, VIN, brand and model, and each of its claim files. */
export function VehicleCard({
  vehicle,
  page,
  lang,
  t,
}: {
  vehicle: Vehicle;
  page: AssessmentSearchPage;
  lang: Language;
  t: AssessmentSearchT;
}) {
  const headingId = `vehicle-${vehicle.key.replace(/[^\w-]/g, '')}`;
  return (
    <article aria-labelledby={headingId} className="space-y-3 rounded bg-surface p-4 shadow">
      <h3 id={headingId} className="text-base font-semibold">
        {vehicle.plates.join(', ')} · {vehicle.brand} {vehicle.model}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="text-gray-700">{t('assessmentSearch.vin')}</dt>
        <dd className="break-all font-mono">{vehicle.vin || '-'}</dd>
      </dl>
      <ul aria-label={t('assessmentSearch.claimFiles')} className="space-y-3">
        {vehicle.claim_files.map((file) => (
          <li key={file.claim_file_no} className="rounded border border-gray-300 p-3">
            <ClaimFileBlock file={file} page={page} lang={lang} t={t} />
          </li>
        ))}
      </ul>
    </article>
  );
}

function ClaimFileBlock({
  file,
  page,
  lang,
  t,
}: {
  file: VehicleClaimFile;
  page: AssessmentSearchPage;
  lang: Language;
  t: AssessmentSearchT;
}) {
  const facts: [string, string][] = [
    [t('assessmentSearch.eventDate'), formatDate(file.event_date)],
    [t('assessmentSearch.policy'), file.policy_no],
    [t('assessmentSearch.fileStatus'), file.is_open ? t('assessmentSearch.open') : t('assessmentSearch.closed')],
  ];
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">
          <a
            href={localized(`/workflow/claim-file/${encodeURIComponent(file.claim_file_no)}`, lang)}
            className={linkClass}
          >
            {t('assessmentSearch.claimFile', { no: file.claim_file_no })}
          </a>
        </h4>
        {/* A file has one open assessment at a time; more work on it is a supplement inside that note. */}
        {!file.assessments.some((a) => !a.status.is_final) && (
          <NewAssessmentButton
            store={page.newAssessment}
            claimFileNo={file.claim_file_no}
            t={t}
            onConfirm={page.confirmNew}
          />
        )}
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <Fact key={label} label={label} value={value} />
        ))}
      </dl>
      {file.assessments.length === 0 ? (
        <p className="text-sm text-gray-700">{t('assessmentSearch.noAssessments')}</p>
      ) : (
        <ul
          aria-label={`${t('assessmentSearch.assessments')} · ${t('assessmentSearch.claimFile', { no: file.claim_file_no })}`}
          className="divide-y divide-gray-200 rounded bg-gray-50 text-sm"
        >
          {file.assessments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <a href={localized(`/assignments/view/${a.id}`, lang)} className={linkClass}>
                {a.assignment_no}
              </a>
              <StatusBadge name={a.status.name} color={a.status.color} />
              <dl className="flex flex-wrap gap-x-4 gap-y-1">
                <Fact
                  label={t('assessmentSearch.assignee')}
                  value={a.assignee_name ?? t('assessmentSearch.unassigned')}
                />
                <Fact label={t('assessmentSearch.created')} value={formatDate(a.created_at)} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A label and its value, as one pair of a description list. */
function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-gray-700">{label}:</dt>
      <dd>{value}</dd>
    </div>
  );
}
