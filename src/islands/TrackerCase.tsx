import { DOCUMENT_STATUS_KEYS } from './parts/document-status-keys.ts';
import { useEffect, useState, type FormEvent } from 'react';
import { TRACKER_ACCESS_CODE_LENGTH } from '../../contract/limits.ts';
import type { TrackerChallenge, TrackerConfig, TrackerEvent } from '../../contract/tracker.ts';
import { interpolate } from '../lib/interpolate.ts';
import {
  findCase,
  getTrackerConfig,
  readCase,
  saveTrackerToken,
  startChallenge,
  trackerTokenFor,
  verifyChallenge,
} from '../lib/tracker/api.ts';
import { formatSeconds, useCountdown } from '../lib/use-countdown.ts';
import { EventDescription } from './parts/EventDescription.tsx';
import { UPLOAD_KEYS, UploadButton } from './parts/UploadButton.tsx';
import type { DocumentInfo } from '../../contract/documents.ts';
import { FieldError, TextField } from './parts/TextField.tsx';
import { TrackerSearchForm } from './parts/TrackerSearchForm.tsx';
import { TrackerStepper } from './parts/TrackerStepper.tsx';

export const TRACKER_CASE_KEYS = [
  'tracker.search.submit',
  'tracker.search.required',
  'tracker.search.minLength',
  'tracker.code.label',
  'tracker.code.submit',
  'tracker.code.resend',
  'tracker.code.length',
  'tracker.code.sent',
  'tracker.error.maxAttempts',
  'tracker.error.accessBlocked',
  'tracker.error.noChallenge',
  'tracker.case.progress',
  'tracker.case.details',
  'tracker.case.documents',
  'tracker.case.nextStep',
  'tracker.case.requests',
  'tracker.case.noDocuments',
  'tracker.case.registered',
  'otp.expiresIn',
  'otp.blockedFor',
  'app.loading',
  'tracker.case.requestsHint',
  ...DOCUMENT_STATUS_KEYS,
  ...UPLOAD_KEYS,
] as const;

interface Props {
  messages: Record<(typeof TRACKER_CASE_KEYS)[number], string>;
}

type View =
  | { kind: 'loading' }
  | { kind: 'search'; notFound: boolean }
  | { kind: 'challenge'; challenge: TrackerChallenge; problem: string | null }
  | {
      kind: 'case';
      event: TrackerEvent | null;
      config: TrackerConfig | null;
      documents: DocumentInfo[];
      token: string;
    };

/** What the page holds when no challenge could be started. */
const NO_CHALLENGE: TrackerChallenge = {
  challenge_id: null,
  status: 'invalid',
  block_until: null,
  expire_time: null,
  code_validated: false,
  is_blocked: false,
  currentEvent: null,
  newAuthContext: null,
};

const caseNoFromPath = () => decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() ?? '');

/**
 * /status/{case_no} (spec.md section 4): looks the number up, sends a code, verifies it, then
 * shows the case, toggling between its details and its registered documents.
 */
export default function TrackerCase({ messages: m }: Props) {
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [config, setConfig] = useState<TrackerConfig | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showDocuments, setShowDocuments] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const caseNo = typeof location === 'undefined' ? '' : caseNoFromPath();

  const challengeView = (challenge: TrackerChallenge): View => ({
    kind: 'challenge',
    challenge,
    problem: challenge.is_blocked
      ? m['tracker.error.accessBlocked']
      : challenge.challenge_id
        ? null
        : m['tracker.error.noChallenge'],
  });

  const sendCode = async () => {
    setBusy(true);
    try {
      setView(challengeView(await startChallenge(caseNo)));
    } catch {
      setView({ kind: 'challenge', challenge: NO_CHALLENGE, problem: m['tracker.error.noChallenge'] });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    void getTrackerConfig()
      .then(setConfig)
      .catch(() => setConfig(null));
    const token = trackerTokenFor(caseNo);
    if (token) {
      void readCase(token)
        .then(({ currentEvent, config: caseConfig, documents }) =>
          setView({ kind: 'case', event: currentEvent, config: caseConfig, documents, token }),
        )
        .catch(
          () =>
            void findCase(caseNo).then((found) =>
              found.found ? sendCode() : setView({ kind: 'search', notFound: true }),
            ),
        );
      return;
    }
    void findCase(caseNo)
      .then((found) => (found.found ? sendCode() : setView({ kind: 'search', notFound: true })))
      .catch(() => setView({ kind: 'search', notFound: true }));
  }, []);

  const challenge = view.kind === 'challenge' ? view.challenge : null;
  const secondsLeft = useCountdown(challenge?.block_until ?? challenge?.expire_time ?? null);
  const blocked = Boolean(challenge?.block_until) && secondsLeft > 0;
  const expired = Boolean(challenge?.expire_time) && !challenge?.block_until && secondsLeft === 0;
  const codeError =
    code.trim().length === TRACKER_ACCESS_CODE_LENGTH
      ? null
      : interpolate(m['tracker.code.length'], { n: TRACKER_ACCESS_CODE_LENGTH });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!challenge?.challenge_id || codeError || busy || blocked || expired) return;
    setBusy(true);
    try {
      const answer = await verifyChallenge(challenge.challenge_id, caseNo, code.trim());
      if (answer.status === 'verified' && answer.newAuthContext) {
        saveTrackerToken(caseNo, answer.newAuthContext.idToken);
        const token = answer.newAuthContext.idToken;
        const { config: caseConfig, documents } = await readCase(token);
        setView({ kind: 'case', event: answer.currentEvent, config: caseConfig, documents, token });
      } else {
        const problem =
          answer.status === 'blocked'
            ? m['tracker.error.maxAttempts']
            : answer.status === 'expired'
              ? null
              : (config?.security.error_message ?? m['tracker.error.noChallenge']);
        setView({
          kind: 'challenge',
          challenge: {
            ...challenge,
            block_until: answer.block_until,
            is_blocked: answer.is_blocked,
            expire_time: answer.status === 'expired' ? new Date(0).toISOString() : challenge.expire_time,
          },
          problem,
        });
        setCode('');
        setTouched(false);
      }
    } finally {
      setBusy(false);
    }
  };

  if (view.kind === 'loading') return <p role="status">{m['app.loading']}</p>;
  if (view.kind === 'search') {
    return (
      <TrackerSearchForm
        label={config?.case_identifier_name ?? ''}
        hint={view.notFound ? (config?.not_found_message ?? null) : null}
        messages={m}
      />
    );
  }
  if (view.kind === 'challenge') {
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        {config && <p>{config.security.message}</p>}
        {view.challenge.challenge_id && !view.problem && (
          <p className="text-sm text-gray-700">{m['tracker.code.sent']}</p>
        )}
        <FieldError id="tracker-problem" message={view.problem} role="alert" />
        <TextField
          id="tracker-code"
          label={m['tracker.code.label']}
          value={code}
          onChange={(value) => setCode(value.toUpperCase())}
          onBlur={() => setTouched(true)}
          autoComplete="one-time-code"
          maxLength={TRACKER_ACCESS_CODE_LENGTH}
          disabled={blocked || busy || !view.challenge.challenge_id}
          error={touched ? codeError : null}
          required
          autoFocus
        />
        <p className="text-sm text-gray-700" aria-live="polite" data-testid="tracker-countdown">
          {blocked
            ? interpolate(m['otp.blockedFor'], { time: formatSeconds(secondsLeft) })
            : !expired && challenge?.expire_time
              ? interpolate(m['otp.expiresIn'], { time: formatSeconds(secondsLeft) })
              : ''}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={blocked || busy || expired || !view.challenge.challenge_id}
            className="rounded bg-brand px-4 py-2 font-semibold text-white disabled:opacity-60"
          >
            {m['tracker.code.submit']}
          </button>
          {(expired || (challenge?.block_until && !blocked)) && (
            <button
              type="button"
              onClick={() => void sendCode()}
              disabled={busy}
              className="rounded border border-brand px-4 py-2 font-semibold text-brand-ink"
            >
              {m['tracker.code.resend']}
            </button>
          )}
        </div>
      </form>
    );
  }

  const { event, documents, token } = view;
  const refresh = () =>
    void readCase(token).then(({ currentEvent, config: caseConfig, documents: latest }) =>
      setView({ kind: 'case', event: currentEvent, config: caseConfig, documents: latest, token }),
    );
  // A button for each document a request still waits for; what has arrived shows its status.
  const asked = (requestKey: string, name: string) =>
    documents.find((d) => d.request_key === requestKey && d.doc_type === name);
  const statusOf = (d: DocumentInfo) => m[`documents.status.${d.status}`];
  return (
    <div className="space-y-4">
      {view.config && <TrackerStepper steps={view.config.config} label={m['tracker.case.progress']} />}
      <div className="flex gap-2" role="group">
        <button
          type="button"
          aria-pressed={!showDocuments}
          onClick={() => setShowDocuments(false)}
          className="rounded border border-brand px-3 py-1 aria-pressed:bg-brand aria-pressed:text-white"
        >
          {m['tracker.case.details']}
        </button>
        <button
          type="button"
          aria-pressed={showDocuments}
          onClick={() => setShowDocuments(true)}
          className="rounded border border-brand px-3 py-1 aria-pressed:bg-brand aria-pressed:text-white"
        >
          {m['tracker.case.documents']}
        </button>
      </div>
      <p role="status" className="font-medium empty:hidden">
        {sent}
      </p>
      {!showDocuments && event && (
        <article className="space-y-3 rounded bg-surface p-4 shadow">
          <h2 className="text-xl font-semibold">{event.event_title}</h2>
          <EventDescription html={event.event_description} />
          <h3 className="font-semibold">
            {m['tracker.case.nextStep']}: {event.next_step_title}
          </h3>
          <p>{event.next_step_description}</p>
          {event.action && (
            <a href={event.action.url} rel="noopener noreferrer" className="text-brand-ink underline">
              {event.action.name}
            </a>
          )}
          {event.active_doc_requests.length > 0 && (
            <section className="space-y-2">
              <h3 className="font-semibold">{m['tracker.case.requests']}</h3>
              <p className="text-sm text-gray-700">{m['tracker.case.requestsHint']}</p>
              <ul className="space-y-3">
                {event.active_doc_requests.flatMap((r) =>
                  r.doc_type_names.map((name) => {
                    const doc = asked(r.key, name);
                    return (
                      <li key={`${r.key}-${name}`}>
                        {doc?.status === 'requested' ? (
                          <UploadButton
                            label={name}
                            url={`/api/tracker/documents/${encodeURIComponent(r.key)}?doc_type=${encodeURIComponent(name)}`}
                            headers={{ Authorization: `Bearer ${token}` }}
                            messages={m}
                            onUploaded={() => {
                              setSent(`${name}: ${m['upload.done']}`);
                              refresh();
                            }}
                          />
                        ) : (
                          <span>{doc ? `${name}: ${statusOf(doc)}` : name}</span>
                        )}
                      </li>
                    );
                  }),
                )}
              </ul>
            </section>
          )}
        </article>
      )}
      {showDocuments && (
        <ul className="space-y-2" aria-label={m['tracker.case.documents']}>
          {(event?.registered_documents ?? []).length === 0 && documents.every((d) => d.status === 'requested') && (
            <li>{m['tracker.case.noDocuments']}</li>
          )}
          {documents
            .filter((d) => d.status !== 'requested')
            .map((d) => (
              <li key={d.id} className="rounded bg-surface p-3 shadow" data-testid="tracker-document">
                <p className="font-medium">{d.doc_type}</p>
                <p className="text-sm text-gray-700">
                  {statusOf(d)}
                  {d.reject_reason && `: ${d.reject_reason}`}
                </p>
              </li>
            ))}
          {(event?.registered_documents ?? []).map((d) => (
            <li key={d.id} className="rounded bg-surface p-3 shadow">
              <p className="font-medium">{d.description}</p>
              <p className="text-sm text-gray-700">
                {interpolate(m['tracker.case.registered'], { no: d.registration_no, date: d.registration_date })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
