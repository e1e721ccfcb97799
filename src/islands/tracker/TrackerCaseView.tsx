import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import type { DocumentInfo } from '../../../contract/documents.ts';
import { trackerDocumentUploadUrl } from '../../lib/tracker/api.ts';
import type { TrackerCasePage, TrackerCaseView as View } from '../../lib/tracker/case-page.ts';
import { OwnBookingEntry } from '../schedule/OwnBookingEntry.tsx';
import { CaseAnswerEntry } from '../settlement/CaseAnswerEntry.tsx';
import { CaseUpdatesEntry } from './CaseUpdatesEntry.tsx';
import { EventDescription } from './EventDescription.tsx';
import { dateTime, day, dayOf, TrackerHistory, TrackerNextLine } from './TrackerHistory.tsx';
import { TrackerStepper } from './TrackerStepper.tsx';
import { refusalBefore, SendAgainNote } from '../documents/SendAgainNote.tsx';
import type { TrackerCaseMessages, TrackerCaseT } from './tracker-case-keys.ts';
import type { Language } from '../../../contract/languages.ts';

type CaseView = Extract<View, { kind: 'case' }>;
// Only a case asked for documents still to send needs the upload button: fetched then, it keeps
// the other cases' page within its JavaScript budget.
const UploadButton = lazy(() => import('../documents/UploadButton.tsx').then((m) => ({ default: m.UploadButton })));
// The list of what arrived and was registered shows only when asked for: fetched then, for the same budget.
const TrackerDocuments = lazy(() => import('./TrackerDocuments.tsx'));
const toggle = 'rounded border border-brand px-3 py-1 aria-pressed:bg-brand aria-pressed:text-white';

/** The verified case: its number, progress and who acts next, then either its details or its registered documents. */
export function TrackerCaseView({
  page,
  view,
  lang,
  t,
  messages,
}: {
  page: TrackerCasePage;
  view: CaseView;
  lang: Language;
  t: TrackerCaseT;
  /** The upload button's own strings. */
  messages: TrackerCaseMessages;
}) {
  const showDocuments = useStore(page.$showDocuments);
  const uploaded = useStore(page.$uploaded);
  const { event, documents, token, doc_type_labels: labels } = view;
  // Staff name document types in their own words; the visitor reads them in theirs where known.
  const label = (name: string) => labels[name] ?? name;
  // A button for each document a request still waits for; what has arrived shows its status.
  // The awaited one first: a document refused and asked for again has both rows.
  const asked = (requestKey: string, name: string) => {
    const mine = documents.filter((d) => d.request_key === requestKey && d.doc_type === name);
    return mine.find((d) => d.status === 'requested') ?? mine.at(-1);
  };
  const statusOf = (d: DocumentInfo) => t(`documents.status.${d.status}`);
  return (
    <div className="space-y-4">
      {/* Focus comes here once the code is verified: the page it replaced is gone. */}
      <h2 id="tracker-case-heading" tabIndex={-1} className="text-2xl font-semibold">
        {t('tracker.case.heading', { no: view.caseNo })}
      </h2>
      {view.config && <TrackerStepper steps={view.config.config} label={t('tracker.case.progress')} />}
      <TrackerNextLine next={view.next} lang={lang} t={t} />
      {/* The insurer's written answer (an offer or a refusal) and the claimant's, once there is a letter. */}
      <CaseAnswerEntry token={token} messages={messages} />
      {/* The policyholder's inspection: book it, or move or cancel the booking. */}
      <OwnBookingEntry token={token} lang={lang} messages={messages} onChanged={page.bookingChanged} />
      {/* Updates already on are said, never offered again. */}
      {view.updates === 'active' ? (
        <p>{messages['tracker.updates.active']}</p>
      ) : (
        <CaseUpdatesEntry token={token} messages={messages} />
      )}
      <div className="flex gap-2">
        <button
          type="button"
          aria-pressed={!showDocuments}
          onClick={() => page.showDocuments(false)}
          className={toggle}
        >
          {t('tracker.case.details')}
        </button>
        <button type="button" aria-pressed={showDocuments} onClick={() => page.showDocuments(true)} className={toggle}>
          {t('tracker.case.documents')}
        </button>
      </div>
      <p role="status" className="font-medium empty:hidden">
        {uploaded && `${label(uploaded)}: ${t('upload.done')}`}
      </p>
      {!showDocuments && event && (
        <article className="space-y-3 rounded bg-surface p-4 shadow">
          <h3 className="text-xl font-semibold">{event.event_title}</h3>
          <p className="text-sm text-gray-700">
            <time dateTime={event.system_time}>{dateTime(event.system_time)}</time>
          </p>
          <EventDescription html={event.event_description} />
          <h4 className="font-semibold">
            {t('tracker.case.nextStep')}: {event.next_step_title}
          </h4>
          <p>{event.next_step_description}</p>
          {event.action && (
            <a href={event.action.url} rel="noopener noreferrer" className="text-brand-ink underline">
              {event.action.name}
            </a>
          )}
          {event.active_doc_requests.length > 0 && (
            <section className="space-y-2">
              <h4 className="font-semibold">{t('tracker.case.requests')}</h4>
              <p className="text-sm text-gray-700">{t('tracker.case.requestsHint')}</p>
              {event.active_doc_requests.map((r) => (
                <div key={r.key} className="space-y-2">
                  {r.due_date && (
                    <p className="font-medium" data-testid="tracker-request-due">
                      {t('tracker.case.dueBy', { date: day(r.due_date) })}
                    </p>
                  )}
                  <ul className="space-y-3">
                    {r.doc_type_names.map((name, i) => {
                      const doc = asked(r.key, name);
                      const shown = r.doc_type_labels[i] ?? name;
                      const refused = doc?.status === 'requested' ? refusalBefore(documents, doc) : null;
                      return (
                        <li key={`${r.key}-${name}`}>
                          {doc?.status === 'requested' ? (
                            <Suspense fallback={shown}>
                              {refused && (
                                <SendAgainNote
                                  reason={refused}
                                  notAccepted={t('documents.notAccepted')}
                                  sendAgain={t('documents.sendAgain')}
                                />
                              )}
                              <UploadButton
                                label={shown}
                                url={trackerDocumentUploadUrl(r.key, name)}
                                headers={{ Authorization: `Bearer ${token}` }}
                                messages={messages}
                                multiple
                                onUploaded={() => page.documentUploaded(name)}
                              />
                            </Suspense>
                          ) : (
                            <span>{doc ? `${shown}: ${statusOf(doc)}` : shown}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              ))}
            </section>
          )}
        </article>
      )}
      {!showDocuments && <TrackerHistory history={view.history} t={t} />}
      {showDocuments && (
        <Suspense fallback={<p role="status">{t('app.loading')}</p>}>
          <TrackerDocuments
            documents={documents}
            registered={event?.registered_documents ?? []}
            label={label}
            statusOf={statusOf}
            receivedOn={(d) => t('documents.receivedOn', { date: dayOf(d.received_at ?? d.updated_at) })}
            registeredAs={(d) =>
              t('tracker.case.registered', { no: d.registration_no, date: day(d.registration_date) })
            }
            t={t}
          />
        </Suspense>
      )}
    </div>
  );
}
