import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import type { Language } from '../../../contract/languages.ts';
import { useStore } from '@nanostores/react';
import type { ClaimFilePage } from '../../lib/claim-files/claim-file-page.ts';
import { NewAssessmentButton } from '../assessment-search/NewAssessmentButton.tsx';
import { FormProblem } from '../common/FormProblem.tsx';
import { localized } from '../../lib/auth/paths.ts';
import { formatDate } from '../../lib/dates.ts';
import { StatusBadge } from '../common/StatusBadge.tsx';
import { type ClaimFileT, cellClass, headingClass, sectionClass } from './messages.ts';

/** Every assignment of the file, each opening its own page, and "New assessment" for those who may start one. */
export function AssignmentsSection({
  page,
  file,
  lang,
  t,
}: {
  page: ClaimFilePage;
  file: ClaimFileDetail;
  lang: Language;
  t: ClaimFileT;
}) {
  const problem = useStore(page.newAssessment.saving.$problem);
  return (
    <section aria-labelledby="assignments-title" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="assignments-title" className={headingClass}>
          {t('claimFile.assignments')}
        </h2>
        <NewAssessmentButton
          store={page.newAssessment}
          claimFileNo={file.claim_file_no}
          t={t}
          onConfirm={page.confirmNewAssessment}
        />
      </div>
      <FormProblem text={problem || null} />
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="bg-gray-100">
            <tr>
              <th scope="col" className={cellClass}>
                {t('claimFile.assignmentNo')}
              </th>
              <th scope="col" className={cellClass}>
                {t('claimFile.type')}
              </th>
              <th scope="col" className={cellClass}>
                {t('claimFile.status')}
              </th>
              <th scope="col" className={cellClass}>
                {t('claimFile.assignee')}
              </th>
              <th scope="col" className={cellClass}>
                {t('claimFile.group')}
              </th>
              <th scope="col" className={cellClass}>
                {t('claimFile.due')}
              </th>
            </tr>
          </thead>
          <tbody>
            {file.assignments.map((a) => (
              <tr key={a.id} className="border-t border-gray-200">
                <td className={`${cellClass} whitespace-nowrap`}>
                  <a
                    href={localized(`/assignments/view/${a.id}`, lang)}
                    className="font-medium text-brand-ink underline"
                  >
                    {a.assignment_no}
                  </a>
                </td>
                <td className={cellClass}>{a.type_name}</td>
                <td className={cellClass}>
                  <StatusBadge name={a.status.name} color={a.status.color} />
                </td>
                <td className={cellClass}>{a.assignee_name ?? t('worklist.unassigned')}</td>
                <td className={cellClass}>{a.group_code}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatDate(a.due_date)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
