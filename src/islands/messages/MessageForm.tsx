import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import type { AssignmentDetail } from '../../../contract/assignments.ts';
import { LANGUAGES, type Language } from '../../../contract/languages.ts';
import type { ClaimContact } from '../../../contract/messages.ts';
import type { AssignmentPage } from '../../lib/assignments/assignment-page.ts';
import { focusNews } from '../../lib/focus-news.ts';
import { islandT } from '../../lib/i18n-island.ts';
import { field, Form, label, useFaults } from '../assignments/ActionForm.tsx';
import type { ComposeMessages } from './compose-keys.ts';

const ROLE_KEYS: Record<string, keyof ComposeMessages> = {
  policyholder: 'compose.role.policyholder',
  driver: 'compose.role.driver',
  third_party: 'compose.role.third_party',
  witness: 'compose.role.witness',
};

/** The claim's documents with a file: the choices loaded with the form, and any added on this page since. */
function attachable(a: AssignmentDetail, loaded: { id: string; name: string }[]) {
  const added = a.documents
    .filter((d) => d.file_name && d.status !== 'rejected' && !loaded.some((l) => l.id === d.id))
    .map((d) => ({ id: d.id, name: d.file_name ?? d.doc_type }));
  return [...added, ...loaded];
}

/** What the page says once a message went: to whom, about what, with which files; focus moves to it. */
function SentLine({ page, m }: { page: AssignmentPage; m: ComposeMessages }) {
  const sent = useStore(page.compose.$sent);
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) focusNews(line.current);
  }, [sent]);
  if (!sent) return null;
  const t = islandT(m);
  const to = { name: sent.name, address: sent.address, subject: sent.subject };
  return (
    <p ref={line} role="status" className="rounded border border-green-700 bg-green-50 p-2 text-sm text-gray-900">
      {sent.channel === 'email' ? t('compose.sent', to) : t('compose.sentSms', to)}
      {sent.files.length > 0 && ` ${t('compose.sentWith', { names: sent.files.join(', ') })}`}
    </p>
  );
}

/**
 * Writing to a person of the claim: one of the claim's contacts, from a template filled with the
 * claim's fields in the language chosen, with the claim's documents attached (e-mail only).
 */
export function MessageForm({
  page,
  assignment: a,
  m,
}: {
  page: AssignmentPage;
  assignment: AssignmentDetail;
  m: ComposeMessages;
}) {
  const loaded = useStore(page.compose.choices.$loaded);
  const draft = useStore(page.$message);
  const filling = useStore(page.compose.$filling);
  const filled = useStore(page.compose.$filled);
  const fillProblem = useStore(page.compose.$fillProblem);
  const faults = useFaults(page.forms.message, 'message-form');
  const box = 'space-y-2 rounded bg-surface p-4 shadow';
  const title = <h3 className="font-semibold">{m['actions.message']}</h3>;
  if (loaded.state === 'loading')
    return (
      <section className={box} aria-label={m['actions.message']}>
        {title}
        <p role="status">{m['app.loading']}</p>
      </section>
    );
  if (loaded.state === 'failed')
    return (
      <section className={box} aria-label={m['actions.message']}>
        {title}
        <p role="alert">{m['compose.failed']}</p>
      </section>
    );
  const { contacts, templates } = loaded.data;
  if (contacts.length === 0)
    return (
      <section className={box} aria-label={m['actions.message']}>
        {title}
        <p>{m['compose.noContacts']}</p>
        <SentLine page={page} m={m} />
      </section>
    );
  const documents = attachable(a, loaded.data.documents);
  const roleOf = (c: ClaimContact) => {
    const key = ROLE_KEYS[c.role];
    return key ? m[key] : c.role;
  };
  const channelOf = (c: ClaimContact) => m[c.channel === 'email' ? 'actions.channel.email' : 'actions.channel.sms'];
  const email = draft.channel === 'email';
  return (
    <div className="space-y-2">
      <Form
        id="message-form"
        title={m['actions.message']}
        submit={m['actions.send']}
        saving={page.forms.message}
        run={page.sendMessage}
      >
        <label htmlFor="message-to" className={label}>
          {m['compose.recipient']}
        </label>
        <select
          id="message-to"
          value={draft.to}
          onChange={(e) => void page.compose.chooseRecipient(e.target.value)}
          className={field}
          {...faults.tie('message-to', 'to')}
        >
          {contacts.map((c) => (
            <option key={`${c.channel}:${c.address}`} value={c.address}>
              {`${c.name} (${roleOf(c)}) · ${channelOf(c)}: ${c.address}`}
            </option>
          ))}
        </select>
        {faults.beside('message-to', 'to')}
        <div className="grid gap-2 sm:grid-cols-2">
          <div>
            <label htmlFor="message-template" className={label}>
              {m['compose.template']}
            </label>
            <select
              id="message-template"
              value={draft.template}
              onChange={(e) => void page.compose.chooseTemplate(e.target.value)}
              className={field}
            >
              <option value="">{m['compose.noTemplate']}</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="message-language" className={label}>
              {m['compose.language']}
            </label>
            <select
              id="message-language"
              value={draft.language}
              onChange={(e) => void page.compose.chooseLanguage(e.target.value as Language)}
              className={field}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {m[`compose.language.${language}`]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {filling && <p role="status">{m['compose.filling']}</p>}
        {!filling && filled && <p className="text-sm text-gray-700">{m['compose.filled']}</p>}
        {fillProblem && (
          <p role="alert" className="text-sm text-red-800">
            {fillProblem}
          </p>
        )}
        {email && (
          <>
            <label htmlFor="message-subject" className={label}>
              {m['actions.subject']}
            </label>
            <input
              id="message-subject"
              value={draft.subject}
              onChange={(e) => page.editMessage({ subject: e.target.value })}
              className={field}
              {...faults.tie('message-subject', 'subject')}
            />
            {faults.beside('message-subject', 'subject')}
          </>
        )}
        <label htmlFor="message-text" className={label}>
          {m['actions.text']}
        </label>
        <textarea
          id="message-text"
          value={draft.text}
          onChange={(e) => page.editMessage({ text: e.target.value })}
          rows={6}
          className={field}
          {...faults.tie('message-text', 'text')}
        />
        {faults.beside('message-text', 'text')}
        <fieldset className="space-y-1" {...faults.tie('message-documents', 'document_ids')}>
          <legend className={label}>{m['compose.attachments']}</legend>
          {documents.length === 0 && <p className="text-sm text-gray-700">{m['compose.noDocuments']}</p>}
          {documents.length > 0 && !email && <p className="text-sm text-gray-700">{m['compose.attachByEmail']}</p>}
          {email &&
            documents.map((d) => (
              <label key={d.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={draft.document_ids.includes(d.id)}
                  onChange={(e) => page.compose.attach(d.id, e.target.checked)}
                />
                {d.name}
              </label>
            ))}
        </fieldset>
        {faults.beside('message-documents', 'document_ids')}
      </Form>
      <SentLine page={page} m={m} />
    </div>
  );
}
