import { useStore } from '@nanostores/react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import type { AssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { COMPOSE_KEYS } from '../messages/compose-keys.ts';
import { MessageForm } from '../messages/MessageForm.tsx';
import { field, Form, label, useFaults } from './ActionForm.tsx';
import { STATUS_FORM_KEYS, StatusForm } from './StatusForm.tsx';

export const ACTION_KEYS = [
  ...STATUS_FORM_KEYS,
  ...COMPOSE_KEYS,
  'actions.title',
  'actions.assignTo',
  'actions.nobody',
  'actions.assign',
  'actions.note',
  'actions.addNote',
  'actions.message',
  'actions.channel.email',
  'actions.channel.sms',
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

/** What the user may do with the assignment: change its status, assign it, add a note, write to someone. */
export function AssignmentActions({ page, assignment: a, messages: m }: Props) {
  const assignee = useStore(page.$assignee);
  const note = useStore(page.$note);
  const assignFaults = useFaults(page.forms.assign, 'assign-form');
  const noteFaults = useFaults(page.forms.note, 'note-form');
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
      {a.may_change && <MessageForm page={page} assignment={a} m={m} />}
    </section>
  );
}
