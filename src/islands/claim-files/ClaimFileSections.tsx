import { lazy, Suspense } from 'react';
import type { ClaimFileDetail } from '../../../contract/claim-file-page.ts';
import type { Language } from '../../../contract/languages.ts';
import type { ClaimFilePage } from '../../lib/claim-files/claim-file-page.ts';
import type { ClaimMoneyMessages } from '../settlement/money-keys.ts';
import { ActivitySections } from './ActivitySections.tsx';
import { AssignmentsSection } from './AssignmentsSection.tsx';
import { EventSection } from './EventSection.tsx';
import type { ClaimFileKey, ClaimFileMessages, ClaimFileT } from './messages.ts';
import { PartiesSection } from './PartiesSection.tsx';
import { PolicySection } from './PolicySection.tsx';

// The claim's money is fetched once the file is on screen: the claim file's first load carries none of it.
const ClaimMoneySection = lazy(() => import('../settlement/ClaimMoneySection.tsx'));

interface Props {
  page: ClaimFilePage;
  file: ClaimFileDetail;
  lang: Language;
  messages: ClaimFileMessages;
  moneyMessages: ClaimMoneyMessages;
  t: ClaimFileT;
}

/** The claim file page below its summary: policy, event, people, assignments, money and activity. */
export default function ClaimFileSections({ page, file, lang, messages, moneyMessages, t }: Props) {
  const statusName = (status: string) => {
    const key = `documents.status.${status}` as ClaimFileKey;
    return key in messages ? t(key) : status;
  };
  return (
    <>
      <PolicySection file={file} lang={lang} t={t} />
      <EventSection page={page} file={file} t={t} />
      <PartiesSection page={page} file={file} t={t} />
      <AssignmentsSection page={page} file={file} lang={lang} t={t} />
      <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
        <ClaimMoneySection claimFileNo={file.claim_file_no} lang={lang} messages={moneyMessages} />
      </Suspense>
      <ActivitySections file={file} lang={lang} t={t} statusName={statusName} />
    </>
  );
}
