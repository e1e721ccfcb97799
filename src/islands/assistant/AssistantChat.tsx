import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { AiMessage } from '../../../contract/assistant.ts';
import type { Chat } from '../../lib/assistant/chat.ts';
import { createConversation } from '../../lib/assistant/conversation.ts';
import { type AssignmentLinks, linkNumbers, Markdownish } from './Markdownish.tsx';

export const ASSISTANT_KEYS = [
  'assistant.title',
  'assistant.close',
  'assistant.input',
  'assistant.send',
  'assistant.thinking',
  'assistant.retry',
  'assistant.empty',
  'assistant.sources',
  'assistant.failed',
  'assistant.inputHint',
] as const;
export type AssistantMessages = Record<(typeof ASSISTANT_KEYS)[number], string>;

/**
 * The chat itself (decided by lib/assistant/conversation.ts), for the in-app panel and the widget
 * alike; styled by assistant.css class names. Enter sends and Shift+Enter starts a new line, as in
 * other chats; Escape closes it (the opener takes the focus back). The assignment numbers in a
 * reply lead to their pages.
 */
export function AssistantChat({
  chat,
  messages: m,
  onClose,
  assignmentHref,
  newTab = false,
}: {
  chat: Chat;
  messages: AssistantMessages;
  onClose: () => void;
  assignmentHref: (assignmentId: string) => string;
  newTab?: boolean;
}) {
  const [conversation] = useState(() => createConversation(chat, m['assistant.failed']));
  const text = useStore(conversation.$text);
  const thinking = useStore(conversation.$thinking);
  const problem = useStore(conversation.$problem);
  const textProblem = useStore(conversation.$textProblem);
  const shown = useStore(conversation.$shown);
  const retryable = useStore(conversation.$retryable);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);
  /*
   * A chat keeps focus in its composer (as the WAI-ARIA log pattern and GOV.UK's advice against
   * moving focus unasked both have it): the asker types the next question at once. The thread is
   * not a live region, which would read out the whole history on opening and echo the asker's own
   * words; one polite region says "thinking", then the new answer, once.
   */
  const awaiting = useRef(false);
  const [heard, setHeard] = useState('');
  useEffect(() => {
    const last = shown.at(-1);
    if (awaiting.current && last && last.message_type !== 'input') {
      awaiting.current = false;
      // Said as words: the markup that shows emphasis on screen is not read out.
      setHeard(last.message_content.replace(/[*_`#]/g, ''));
    }
  }, [shown]);

  // On opening: the conversation so far, resumed.
  useEffect(() => {
    input.current?.focus();
    void conversation.open();
  }, [conversation]);
  useEffect(() => {
    // The newest message, or the thinking note, is scrolled into view.
    if (shown.length > 0 || thinking) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [shown, thinking]);

  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    awaiting.current = true;
    setHeard('');
    // The Send button is disabled while the answer comes: focus stays where the next question goes.
    input.current?.focus();
    void conversation.send();
  };
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Shift+Enter is a new line, and so is Enter while an input method is still composing a word.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (text.trim() && !thinking) send(event);
  };
  const bubble = (item: AiMessage): ReactNode => {
    const via: AssignmentLinks = { links: item.links, href: assignmentHref, newTab };
    return (
      <li
        key={item.id}
        className={`ac-msg ${item.message_type === 'input' ? 'ac-in' : 'ac-out'} ${item.type === 'error' ? 'ac-error' : ''}`}
      >
        {item.message_type === 'input' ? item.message_content : <Markdownish text={item.message_content} via={via} />}
        {item.cited.length > 0 && (
          <p className="ac-sources">
            {m['assistant.sources']}: {linkNumbers(item.cited.join(', '), via)}
          </p>
        )}
      </li>
    );
  };

  return (
    <section className="ac-panel" role="dialog" aria-modal="false" aria-labelledby="ac-title" onKeyDown={onKeyDown}>
      <header className="ac-head">
        <h2 id="ac-title">{m['assistant.title']}</h2>
        <button type="button" onClick={onClose} aria-label={m['assistant.close']}>
          ×
        </button>
      </header>
      <ol ref={list} className="ac-list" aria-label={m['assistant.title']}>
        {shown.length === 0 && !thinking && <li className="ac-empty">{m['assistant.empty']}</li>}
        {shown.map(bubble)}
        {thinking && <li className="ac-msg ac-out ac-thinking">{m['assistant.thinking']}</li>}
      </ol>
      <p className="ac-sr" aria-live="polite" data-testid="assistant-heard">
        {thinking ? m['assistant.thinking'] : heard}
      </p>
      {problem && (
        <div className="ac-problem" role="alert">
          {problem}
          {retryable && (
            <button type="button" onClick={conversation.retry}>
              {m['assistant.retry']}
            </button>
          )}
        </div>
      )}
      <form className="ac-form" onSubmit={send}>
        <label htmlFor="ac-input" className="ac-sr">
          {m['assistant.input']}
        </label>
        <textarea
          id="ac-input"
          ref={input}
          rows={2}
          value={text}
          onChange={(e) => conversation.$text.set(e.target.value)}
          onKeyDown={onInputKeyDown}
          maxLength={4000}
          aria-invalid={textProblem ? true : undefined}
          aria-describedby={textProblem ? 'ac-input-hint ac-input-problem' : 'ac-input-hint'}
        />
        <span id="ac-input-hint" className="ac-sr">
          {m['assistant.inputHint']}
        </span>
        {textProblem && (
          <p id="ac-input-problem" className="ac-problem" role="alert">
            {textProblem}
          </p>
        )}
        <button type="submit" disabled={!text.trim() || thinking}>
          {m['assistant.send']}
        </button>
      </form>
    </section>
  );
}
