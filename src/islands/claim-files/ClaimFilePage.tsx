import { useStore } from '@nanostores/react';
import { lazy } from 'react';
import type { Language } from '../../../contract/languages.ts';
import { createClaimFilePage } from '../../lib/claim-files/claim-file-page.ts';
import { formatDate } from '../../lib/dates.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { usePage } from '../../lib/pages/use-page.ts';
import { useRecordPainted } from '../../lib/pages/use-record-painted.ts';
import { BelowTheRecord } from '../common/BelowTheRecord.tsx';
import { Facts } from './Facts.tsx';
import { type ClaimFileMessages, headingClass, sectionClass } from './messages.ts';
import type { ClaimMoneyMessages } from '../settlement/money-keys.ts';

export { CLAIM_FILE_KEYS } from './messages.ts';

// The sections below the summary load once it is painted, behind it rather than beside it.
const ClaimFileSections = lazy(() => import('./ClaimFileSections.tsx'));

/** /workflow/claim-file/{claim_file_no}: the whole claim on one page, its event and people editable. */
export default function ClaimFilePage({
  lang,
  messages,
  moneyMessages,
}: {
  lang: Language;
  messages: ClaimFileMessages;
  /** The strings of the claim's money section, which loads on its own. */
  moneyMessages: ClaimMoneyMessages;
}) {
  const t = islandT(messages);
  const page = usePage(() =>
    createClaimFilePage({
      'claimFile.saved': messages['claimFile.saved'],
      'conflict.changedKept': messages['conflict.changedKept'],
      'conflict.someone': messages['conflict.someone'],
    }),
  );
  const loaded = useStore(page.file.$loaded);
  const painted = useRecordPainted(loaded.state !== 'loading');
  if (loaded.state === 'loading') return <p role="status">{t('app.loading')}</p>;
  if (loaded.state === 'failed') return <p role="alert">{t('claimFile.notFound')}</p>;
  const file = loaded.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="file-title" className={sectionClass}>
        <h2 id="file-title" className={headingClass}>
          {t('claimFile.heading', { no: file.claim_file_no })}
        </h2>
        <Facts
          facts={[
            [t('claimFile.insured'), file.insured_name],
            [
              t('claimFile.vehicle'),
              [file.vehicle.plate, `${file.vehicle.brand} ${file.vehicle.model}`.trim(), file.vehicle.vin]
                .filter(Boolean)
                .join(' · '),
            ],
            [t('claimFile.contact'), file.contact ?? '-'],
            [t('claimFile.created'), formatDate(file.created_at)],
          ]}
        />
      </section>
      <BelowTheRecord painted={painted} loading={t('app.loading')}>
        <ClaimFileSections
          page={page}
          file={file}
          lang={lang}
          messages={messages}
          moneyMessages={moneyMessages}
          t={t}
        />
      </BelowTheRecord>
    </div>
  );
}
