import { atom, type WritableAtom } from 'nanostores';
import type { Language } from '../../../contract/languages.ts';
import type { ClaimContact, ComposeChoices } from '../../../contract/messages.ts';
import { createLoader } from '../pages/loader.ts';
import { lastPathSegment } from '../path-segment.ts';
import { fetchComposeChoices, fillTemplate } from './api.ts';

/** The message being written on an assignment's page. */
export interface MessageDraft {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  /** The template it starts from ('' for none). */
  template: string;
  language: Language;
  /** The claim's documents it carries (e-mail only). */
  document_ids: string[];
}

/** What the page says once a message is sent: to whom, about what, with which files. */
export interface SentMessage {
  name: string;
  address: string;
  channel: 'email' | 'sms';
  subject: string;
  files: string[];
}

export const emptyDraft = (): MessageDraft => ({
  channel: 'email',
  to: '',
  subject: '',
  text: '',
  template: '',
  language: 'ro',
  document_ids: [],
});

/**
 * The message form's choices and what follows from them: the recipient is one of the claim's
 * contacts (its channel goes with it, and a text message carries no files); choosing a template
 * or a language fills the subject and text with the claim's fields, in that language.
 */
export function createCompose($message: WritableAtom<MessageDraft>) {
  const $sent = atom<SentMessage | null>(null);
  /** True once a template filled the text, until the next send: the form says to check it. */
  const $filled = atom(false);
  const $filling = atom(false);
  /** Why the template could not be filled ('' when it was). */
  const $fillProblem = atom('');
  const choices = createLoader<ComposeChoices>(async () => {
    const loaded = await fetchComposeChoices(lastPathSegment());
    const draft = $message.get();
    const kept = loaded.contacts.find((c) => c.address === draft.to);
    const first = kept ?? loaded.contacts[0];
    const documents = draft.document_ids.filter((id) => loaded.documents.some((d) => d.id === id));
    $message.set({
      ...draft,
      to: first?.address ?? '',
      channel: first?.channel ?? 'email',
      language: kept ? draft.language : loaded.language,
      document_ids: first?.channel === 'sms' ? [] : documents,
    });
    return loaded;
  });
  const contactAt = (address: string): ClaimContact | undefined =>
    choices.data()?.contacts.find((c) => c.address === address);

  const fill = async () => {
    const draft = $message.get();
    if (!draft.template) return;
    $filling.set(true);
    $fillProblem.set('');
    try {
      const filled = await fillTemplate(lastPathSegment(), draft.template, draft.language, draft.to);
      $message.set({ ...$message.get(), subject: filled.subject, text: filled.text });
      $filled.set(true);
    } catch (error) {
      $fillProblem.set(error instanceof Error ? error.message : String(error));
    } finally {
      $filling.set(false);
    }
  };
  const change = (patch: Partial<MessageDraft>) => $message.set({ ...$message.get(), ...patch });

  return {
    choices,
    $sent,
    $filled,
    $filling,
    $fillProblem,
    chooseRecipient(address: string) {
      const contact = contactAt(address);
      const channel = contact?.channel ?? 'email';
      change({ to: address, channel, ...(channel === 'sms' ? { document_ids: [] } : {}) });
      // The template greets the recipient by name: a new recipient gets the text anew.
      return fill();
    },
    chooseTemplate(id: string) {
      change({ template: id });
      if (!id) $filled.set(false);
      return fill();
    },
    chooseLanguage(language: Language) {
      change({ language });
      return fill();
    },
    attach(documentId: string, on: boolean) {
      const ids = $message.get().document_ids.filter((id) => id !== documentId);
      change({ document_ids: on ? [...ids, documentId] : ids });
    },
    /**
     * After a send: says what went to whom, and empties what the message said (the recipient stays).
     * `added`: names of documents added on the page since the choices were loaded, by id.
     */
    sent(draft: MessageDraft, added: ReadonlyMap<string, string> = new Map()) {
      const contact = contactAt(draft.to);
      const names = new Map([...added, ...(choices.data()?.documents ?? []).map((d) => [d.id, d.name] as const)]);
      $sent.set({
        name: contact?.name ?? draft.to,
        address: draft.to,
        channel: draft.channel,
        subject: draft.subject,
        files: draft.document_ids.map((id) => names.get(id) ?? id),
      });
      $filled.set(false);
      change({ subject: '', text: '', template: '', document_ids: [] });
    },
  };
}

export type Compose = ReturnType<typeof createCompose>;
