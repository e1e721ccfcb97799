import { useStore } from '@nanostores/react';
import { useRef, useState, type FormEvent } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { AssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { createStatusChange, STATUS_CHANGE_KEYS } from '../../lib/assignments/status-change.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { interpolate } from '../../lib/interpolate.ts';
import ConfirmDialog from '../common/ConfirmDialog.tsx';
import { FormProblem } from '../common/FormProblem.tsx';
import { FieldError } from '../common/TextField.tsx';

export const STATUS_FORM_KEYS = [
  'actions.statusTitle',
  'actions.status',
  'actions.statusNote',
  'actions.changeStatus',
  'actions.choose',
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
  ...STATUS_CHANGE_KEYS,
] as const;
type Messages = Record<(typeof STATUS_FORM_KEYS)[number], string>;

const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
const label = 'mb-1 block text-sm font-medium text-gray-800';

interface Props {
  page: AssignmentPage;
  assignment: AssignmentDetail;
  messages: Messages;
}

/** The status change (decided by lib/assignments/status-change.ts): each refusal beside the field it names. */
export function StatusForm({ page, assignment: a, messages: m }: Props) {
  const [status] = useState(() => createStatusChange(page.assignment, m));
  const chosen = useStore(status.$chosen);
  const note = useStore(status.$note);
  const asking = useStore(status.$asking);
  const busy = useStore(status.saving.$busy);
  const problem = useStore(status.saving.$problem);
  const fields = useStore(status.saving.$fields);
  const select = useRef<HTMLSelectElement>(null);
  const move = a.next_statuses.find((s) => s.code === chosen);

  /** After a change, a focus left on nothing (the form may be gone with the moves it offered) goes to the page's title. */
  const afterSave = (saved: boolean) => {
    if (!saved) return;
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) focusNews(document.querySelector('h1'));
    });
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await status.submit();
    // "Choose a status first" leaves focus on the select it speaks of.
    if (outcome === 'choose') select.current?.focus();
    afterSave(outcome === 'saved');
  };
  const kind = move?.kind === 'reopen' ? 'reopen' : 'cancel';
  const describedBy = (id: string, own: string | undefined) =>
    [own ? `${id}-error` : '', problem ? 'status-form-problem' : ''].filter(Boolean).join(' ') || undefined;

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
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
        aria-describedby={describedBy('status-code', fields.status_code)}
        aria-invalid={fields.status_code ? true : undefined}
        value={move ? chosen : ''}
        onChange={(e) => status.$chosen.set(e.target.value)}
        className={field}
      >
        <option value="">{m['actions.choose']}</option>
        {a.next_statuses.map((s) => (
          <option key={s.code} value={s.code}>
            {status.nameOf(s.code)}
          </option>
        ))}
      </select>
      <FieldError id="status-code-error" message={fields.status_code ?? null} role="alert" />
      <p className="text-sm text-gray-700">{a.statuses.find((s) => s.code === move?.code)?.help}</p>
      <label htmlFor="status-note" className={label}>
        {m['actions.statusNote']}
      </label>
      <textarea
        id="status-note"
        value={note}
        onChange={(e) => status.$note.set(e.target.value)}
        rows={2}
        className={field}
        aria-describedby={describedBy('status-note', fields.note)}
        aria-invalid={fields.note ? true : undefined}
      />
      <FieldError id="status-note-error" message={fields.note ?? null} role="alert" />
      <FormProblem id="status-form-problem" text={problem || null} />
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
        onCancel={status.cancel}
        onConfirm={async (reason) => afterSave(await status.confirm(reason))}
      >
        <p>
          {interpolate(m[`actions.${kind}.body`], {
            assignment: a.assignment_no,
            from: a.status.name,
            to: status.nameOf(chosen),
          })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
