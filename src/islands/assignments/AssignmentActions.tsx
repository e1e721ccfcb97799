import { useStore } from '@nanostores/react';
import type { FormEvent, ReactNode } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { AssignmentPage } from '../../lib/assignments/assignment-page.ts';
import type { Saving } from '../../lib/pages/saving.ts';
import { STATUS_FORM_KEYS, StatusForm } from './StatusForm.tsx';
import { FieldError } from '../common/TextField.tsx';

export const ACTION_KEYS = [
  ...STATUS_FORM_KEYS,
  'actions.title',
  'actions.assignTo',
  'actions.nobody',
  'actions.assign',
  'actions.note',
  'actions.addNote',
  'actions.message',
  'actions.channel',
  'actions.channel.email',
  'actions.channel.sms',
  'actions.to',
  'actions.subject',
  'actions.text',
  'actions.send',
  'actions.saved',
  'actions.readOnly',
  'actions.assignTitle',
  'actions.noteTitle',
] as const;
type Messages = Record<(typeof ACTION_KEYS)[number], string>;

interface Props {
  page: AssignmentPage;
  assignment: AssignmentDetail;
  messages: Messages;
}

const field = 'w-full rounded border border-gray-400 bg-surface px-2 py-1';
const label = 'mb-1 block text-sm font-medium text-gray-800';

interface FormProps {
  id: string;
  title: string;
  submit: string;
  saving: Saving;
  run: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * What a form's refusal says of one input: the attributes that tie the input to its message (and to
 * the form's own message when there is one), and the message to show beside it.
 */
function useFaults(saving: Saving, formId: string) {
  const fields = useStore(saving.$fields);
  const problem = useStore(saving.$problem);
  const tie = (inputId: string, field: string) => {
    const ids = [fields[field] ? `${inputId}-error` : '', problem ? `${formId}-problem` : ''].filter(Boolean);
    return { 'aria-invalid': fields[field] ? true : undefined, 'aria-describedby': ids.join(' ') || undefined };
  };
  const beside = (inputId: string, field: string) => (
    <FieldError id={`${inputId}-error`} message={fields[field] ?? null} role="alert" />
  );
  return { tie, beside };
}

/** One action as its own small form: it says what went wrong beside itself, and disables while it works. */
function Form(props: FormProps) {
  const busy = useStore(props.saving.$busy);
  const problem = useStore(props.saving.$problem);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void props.run();
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${props.id}-title`}
      className="space-y-2 rounded bg-surface p-4 shadow"
    >
      <h3 id={`${props.id}-title`} className="font-semibold">
        {props.title}
      </h3>
      {props.children}
      <FieldError id={`${props.id}-problem`} message={problem} role="alert" />
      <button
        type="submit"
        disabled={busy}
        className="rounded bg-brand px-3 py-1.5 font-semibold text-white disabled:opacity-60"
      >
        {props.submit}
      </button>
    </form>
  );
}

/** What the user may do with the assignment: change its status, assign it, add a note, write to someone. */
export function AssignmentActions({ page, assignment: a, messages: m }: Props) {
  const assignee = useStore(page.$assignee);
  const note = useStore(page.$note);
  const { channel, to, subject, text } = useStore(page.$message);
  const assignFaults = useFaults(page.forms.assign, 'assign-form');
  const noteFaults = useFaults(page.forms.note, 'note-form');
  const messageFaults = useFaults(page.forms.message, 'message-form');
  if (!a.may_change && !a.may_assign) return <p className="text-gray-700">{m['actions.readOnly']}</p>;

  return (
    <section aria-label={m['actions.title']} className="grid gap-4 md:grid-cols-2">
      {a.may_change && a.next_statuses.length > 0 && <StatusForm page={page} assignment={a} messages={m} />}
      {a.may_assign && a.assignable_users.length > 0 && (
        <Form
          id="assign-form"
          title={m['actions.assignTitle']}
          submit={m['actions.assign']}
          saving={page.forms.assign}
          run={page.assign}
        >
          <label htmlFor="assignee" className={label}>
            {m['actions.assignTo']}
          </label>
          <select
            id="assignee"
            value={assignee}
            onChange={(e) => page.$assignee.set(e.target.value)}
            className={field}
            {...assignFaults.tie('assignee', 'user_id')}
          >
            <option value="">{m['actions.nobody']}</option>
            {a.assignee && !a.assignable_users.some((u) => u.id === a.assignee?.id) && (
              <option value={a.assignee.id}>{a.assignee.full_name}</option>
            )}
            {a.assignable_users.map((u) => (
              <option key={u.id} value={u.id}>
                {u.full_name}
              </option>
            ))}
          </select>
          {assignFaults.beside('assignee', 'user_id')}
        </Form>
      )}
      {a.may_change && (
        <Form
          id="note-form"
          title={m['actions.noteTitle']}
          submit={m['actions.addNote']}
          saving={page.forms.note}
          run={page.addNote}
        >
          <label htmlFor="note-text" className={label}>
            {m['actions.note']}
          </label>
          <textarea
            id="note-text"
            value={note}
            onChange={(e) => page.$note.set(e.target.value)}
            rows={3}
            className={field}
            {...noteFaults.tie('note-text', 'text')}
          />
          {noteFaults.beside('note-text', 'text')}
        </Form>
      )}
      {a.may_change && (
        <Form
          id="message-form"
          title={m['actions.message']}
          submit={m['actions.send']}
          saving={page.forms.message}
          run={page.sendMessage}
        >
          <label htmlFor="message-channel" className={label}>
            {m['actions.channel']}
          </label>
          <select
            id="message-channel"
            value={channel}
            onChange={(e) => page.editMessage({ channel: e.target.value as 'email' | 'sms' })}
            className={field}
            {...messageFaults.tie('message-channel', 'channel')}
          >
            <option value="email">{m['actions.channel.email']}</option>
            <option value="sms">{m['actions.channel.sms']}</option>
          </select>
          {messageFaults.beside('message-channel', 'channel')}
          <label htmlFor="message-to" className={label}>
            {m['actions.to']}
          </label>
          <input
            id="message-to"
            value={to}
            onChange={(e) => page.editMessage({ to: e.target.value })}
            type={channel === 'email' ? 'email' : 'tel'}
            autoComplete="off"
            className={field}
            {...messageFaults.tie('message-to', 'to')}
          />
          {messageFaults.beside('message-to', 'to')}
          {channel === 'email' && (
            <>
              <label htmlFor="message-subject" className={label}>
                {m['actions.subject']}
              </label>
              <input
                id="message-subject"
                value={subject}
                onChange={(e) => page.editMessage({ subject: e.target.value })}
                className={field}
                {...messageFaults.tie('message-subject', 'subject')}
              />
              {messageFaults.beside('message-subject', 'subject')}
            </>
          )}
          <label htmlFor="message-text" className={label}>
            {m['actions.text']}
          </label>
          <textarea
            id="message-text"
            value={text}
            onChange={(e) => page.editMessage({ text: e.target.value })}
            rows={3}
            className={field}
            {...messageFaults.tie('message-text', 'text')}
          />
          {messageFaults.beside('message-text', 'text')}
        </Form>
      )}
    </section>
  );
}
