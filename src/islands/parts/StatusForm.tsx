import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { changeStatus } from '../../lib/assignments/api.ts';
import { interpolate } from '../../lib/interpolate.ts';
import { showSnack } from '../../lib/stores/messages.ts';
import { explainFailure, FAILURE_KEYS } from './assignment-failure.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { focusNews } from '../../lib/focus-news.ts';
import { FormProblem } from './FormProblem.tsx';

export const STATUS_FORM_KEYS = [
  'actions.statusTitle',
  'actions.status',
  'actions.statusNote',
  'actions.changeStatus',
  'actions.saved',
  'actions.choose',
  'actions.chooseStatus',
  'actions.choiceGone',
  'actions.notAllowed',
  'actions.nothing',
  'actions.back',
  'actions.reason',
  'actions.cancel.title',
  'actions.cancel.body',
  'actions.cancel.confirm',
  'actions.cancel.reasonRequired',
  'actions.reopen.title',
  'actions.reopen.body',
  'actions.reopen.confirm',
  'actions.reopen.reasonRequired',
  ...FAILURE_KEYS,
] as const;
type Messages = Record<(typeof STATUS_FORM_KEYS)[number], string>;

const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
const label = 'mb-1 block text-sm font-medium text-gray-800';

/**
 * The status change: it starts on no choice and offers only the statuses the assignment may move
 * to next. Cancelling and reopening ask first, with a reason. The change is made on the version
 * the page shows; when someone else changed the assignment first, the page shows it as it is now,
 * says who and when, and keeps the choice (while still possible) and the note.
 */
interface Props {
  assignment: AssignmentDetail;
  messages: Messages;
  onChanged: (d: AssignmentDetail) => void;
}

export function StatusForm({ assignment: a, messages: m, onChanged }: Props) {
  const [chosen, setChosen] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const nameOf = (code: string) => a.statuses.find((s) => s.code === code)?.name ?? code;
  const move = a.next_statuses.find((s) => s.code === chosen);

  const explain = (error: unknown): string => {
    if (error instanceof ApiError && error.code === 'transition_not_allowed') {
      const allowed = Array.isArray(error.params?.allowed) ? error.params.allowed : [];
      return interpolate(m['actions.notAllowed'], { allowed: allowed.map(nameOf).join(', ') || m['actions.nothing'] });
    }
    let gone = false;
    const text = explainFailure(error, m, (current) => {
      onChanged(current);
      gone = chosen !== '' && !current.next_statuses.some((s) => s.code === chosen);
      if (gone) setChosen('');
    });
    return gone ? `${text} ${interpolate(m['actions.choiceGone'], { status: nameOf(chosen) })}` : text;
  };
  const save = async (reason?: string) => {
    setBusy(true);
    setProblem(null);
    try {
      const updated = await changeStatus(a.id, { status_code: chosen, note, ...(reason ? { reason } : {}) }, a.version);
      // The page shows the new state at once; this form may be gone with it (no move left for this person).
      flushSync(() => onChanged(updated));
      setChosen('');
      setNote('');
      showSnack('success', m['actions.saved']);
      // After the dialog has put focus back (a microtask), a focus left on nothing goes to the page's title.
      setTimeout(() => {
        if (!document.activeElement || document.activeElement === document.body)
          focusNews(document.querySelector('h1'));
      });
    } catch (error) {
      setProblem(explain(error));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!move) {
      setProblem(m['actions.chooseStatus']);
      return select.current?.focus();
    }
    setProblem(null);
    if (move.kind === 'step') return void save();
    setAsking(true);
  };
  const kind = move?.kind === 'reopen' ? 'reopen' : 'cancel';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="status-form-title"
      className="space-y-2 rounded bg-surface p-4 shadow"
    >
      <h3 id="status-form-title" className="font-semibold">
        {m['actions.statusTitle']}
      </h3>
      <label htmlFor="status-code" className={label}>
        {m['actions.status']}
      </label>
      <select
        ref={select}
        id="status-code"
        aria-describedby={problem ? 'status-form-problem' : undefined}
        aria-invalid={problem && !move ? true : undefined}
        value={move ? chosen : ''}
        onChange={(e) => setChosen(e.target.value)}
        className={field}
      >
        <option value="">{m['actions.choose']}</option>
        {a.next_statuses.map((s) => (
          <option key={s.code} value={s.code}>
            {nameOf(s.code)}
          </option>
        ))}
      </select>
      <p className="text-sm text-gray-700">{a.statuses.find((s) => s.code === move?.code)?.help}</p>
      <label htmlFor="status-note" className={label}>
        {m['actions.statusNote']}
      </label>
      <textarea id="status-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} className={field} />
      {/* "Choose a status first" leaves focus on the select it speaks of. */}
      <FormProblem id="status-form-problem" text={problem} takeFocus={problem !== m['actions.chooseStatus']} />
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand px-3 py-1.5 font-semibold text-white disabled:opacity-60"
      >
        {m['actions.changeStatus']}
      </button>
      <ConfirmDialog
        open={asking}
        title={m[`actions.${kind}.title`]}
        confirmLabel={m[`actions.${kind}.confirm`]}
        cancelLabel={m['actions.back']}
        reason={{ label: m['actions.reason'], requiredMessage: m[`actions.${kind}.reasonRequired`] }}
        onCancel={() => setAsking(false)}
        onConfirm={async (reason) => {
          await save(reason);
          setAsking(false);
        }}
      >
        <p>
          {interpolate(m[`actions.${kind}.body`], {
            assignment: a.assignment_no,
            from: a.status.name,
            to: nameOf(chosen),
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
