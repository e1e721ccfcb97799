import { useStore } from '@nanostores/react';
import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import { type ClaimFilePage, EVENT_FIELDS, type EventDraft } from '../../lib/claim-files/claim-file-page.ts';
import { formatDate } from '../../lib/dates.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { TextField } from '../common/TextField.tsx';
import { Facts } from './Facts.tsx';
import { type ClaimFileKey, type ClaimFileT, headingClass, sectionClass } from './messages.ts';

const LABELS: Record<keyof EventDraft, ClaimFileKey> = {
  event_date: 'claimFile.eventDate',
  event_time: 'claimFile.eventTime',
  event_place: 'claimFile.eventPlace',
  event_county: 'claimFile.eventCounty',
  event_country: 'claimFile.eventCountry',
  description: 'claimFile.description',
  police_report_no: 'claimFile.policeReportNo',
  damage: 'claimFile.damage',
};

/** Whether anyone was hurt, with what the policyholder said of it. */
function injuriesText({ injured, note }: ClaimFileDetail['injuries'], t: ClaimFileT): string {
  if (injured === null) return t('claimFile.notKnown');
  if (!injured) return t('claimFile.noInjuries');
  return note ? `${t('claimFile.injured')}: ${note}` : t('claimFile.injured');
}

/** What happened, where and when; "Edit" opens the form in its place. */
export function EventSection({ page, file, t }: { page: ClaimFilePage; file: ClaimFileDetail; t: ClaimFileT }) {
  const open = useStore(page.$event);
  const busy = useStore(page.eventSaving.$busy);
  const problem = useStore(page.eventSaving.$problem);
  const fields = useStore(page.eventSaving.$fields);
  const e = file.event;
  const known = (value: string | null) => value || t('claimFile.notKnown');
  return (
    <section aria-labelledby="event-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="event-title" className={headingClass}>
          {t('claimFile.event')}
        </h2>
        {file.may_edit && !open && (
          <button
            type="button"
            className={secondaryButton}
            onClick={page.openEvent}
            aria-label={t('claimFile.editEvent')}
          >
            {t('claimFile.edit')}
          </button>
        )}
      </div>
      {open && <FormProblem text={problem || null} />}
      <Facts
        facts={[
          [t('claimFile.eventDate'), `${formatDate(e.event_date)}${e.event_time ? ` ${e.event_time}` : ''}`],
          [t('claimFile.eventPlace'), [e.event_place, e.event_county, e.event_country].filter(Boolean).join(', ')],
          [t('claimFile.description'), known(e.description)],
          [t('claimFile.policeReportNo'), known(e.police_report_no)],
          [t('claimFile.injuries'), injuriesText(file.injuries, t)],
          ...(file.amicable_report
            ? [[t('claimFile.amicable'), t(`claimFile.amicable.${file.amicable_report}`)] as [string, string]]
            : []),
          [t('claimFile.damage'), known(e.damage)],
        ]}
      />
      {open && (
        <form
          aria-label={t('claimFile.editEvent')}
          noValidate
          className="grid gap-3 border-t border-gray-200 pt-3 md:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            void page.saveEvent();
          }}
        >
          {EVENT_FIELDS.map((field) => (
            <TextField
              key={field}
              id={`event-${field}`}
              label={t(LABELS[field])}
              type={field === 'event_date' ? 'date' : 'text'}
              value={open.draft[field]}
              onChange={(value) => page.editEvent({ [field]: value })}
              error={fields[field] ?? null}
            />
          ))}
          <div className="flex gap-2 md:col-span-2">
            <button type="submit" className={primaryButton} disabled={busy}>
              {t('claimFile.save')}
            </button>
            <button type="button" className={secondaryButton} onClick={page.closeEvent}>
              {t('claimFile.cancel')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
