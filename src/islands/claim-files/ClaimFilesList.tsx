import { useStore } from '@nanostores/react';
import { CLAIM_FILE_STATES } from '../../../contract/claim-file-page.ts';
import type { Language } from '../../../contract/languages.ts';
import { localized } from '../../lib/auth/paths.ts';
import { createClaimFilesPage } from '../../lib/claim-files/claim-files-page.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { FormProblem, primaryButton, secondaryButton } from '../common/FormProblem.tsx';
import { type ClaimFilesMessages, cellClass } from './messages.ts';

export { CLAIM_FILES_KEYS } from './messages.ts';

/** /workflow: the organisation's claim files, newest first, filtered open / closed / all, a page at a time. */
export default function ClaimFilesList({ lang, messages }: { lang: Language; messages: ClaimFilesMessages }) {
  const t = islandT(messages);
  const page = usePage(createClaimFilesPage);
  const loaded = useStore(page.list.$loaded);
  const state = useStore(page.$state);
  const more = useStore(page.$more);
  const moreProblem = useStore(page.$moreProblem);
  const heads = [
    t('claimFiles.number'),
    t('claimFiles.insured'),
    t('claimFiles.plate'),
    t('claimFiles.eventDate'),
    t('claimFiles.openAssignments'),
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap items-center gap-3">
          <legend className="sr-only">{t('claimFiles.show')}</legend>
          <span aria-hidden="true" className="font-medium">
            {t('claimFiles.show')}
          </span>
          {CLAIM_FILE_STATES.map((choice) => (
            <label key={choice} className="flex items-center gap-1">
              <input
                type="radio"
                name="claim-file-state"
                checked={state === choice}
                onChange={() => page.choose(choice)}
              />
              {t(`claimFiles.${choice}`)}
            </label>
          ))}
        </fieldset>
        <a href={localized('/workflow/new', lang)} className={`${primaryButton} no-underline`}>
          {t('claimFiles.newClaim')}
        </a>
      </div>
      {loaded.state === 'loading' && <p role="status">{t('app.loading')}</p>}
      {loaded.state === 'failed' && <p role="alert">{t('claimFiles.failed', { message: loaded.message })}</p>}
      {loaded.state === 'ready' && (
        <div className="overflow-x-auto rounded bg-surface shadow">
          <table className="min-w-full text-sm">
            <caption className="sr-only">{t('claimFiles.caption')}</caption>
            <thead className="bg-gray-100">
              <tr>
                {heads.map((head) => (
                  <th key={head} scope="col" className={cellClass}>
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaded.data.rows.length === 0 && (
                <tr>
                  <td colSpan={5} className="px-3 py-6 text-center text-gray-700">
                    {t('claimFiles.empty')}
                  </td>
                </tr>
              )}
              {loaded.data.rows.map((row) => (
                <tr key={row.claim_file_no} className="border-t border-gray-200">
                  <td className={`${cellClass} whitespace-nowrap`}>
                    <a
                      href={localized(`/workflow/claim-file/${encodeURIComponent(row.claim_file_no)}`, lang)}
                      className="font-medium text-brand-ink underline"
                    >
                      {row.claim_file_no}
                    </a>
                  </td>
                  <td className={cellClass}>{row.insured_name}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{row.plate}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatDate(row.event_date)}</td>
                  <td className={cellClass}>{row.open_assignments}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <FormProblem text={moreProblem || null} />
      {loaded.state === 'ready' && loaded.data.next && (
        <button type="button" className={secondaryButton} disabled={more} onClick={() => void page.loadMore()}>
          {t('claimFiles.loadMore')}
        </button>
      )}
    </div>
  );
}
