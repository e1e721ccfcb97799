import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import type { AiMessage } from '../../../contract/assistant.ts';
import type { Chat } from '../../lib/assistant/chat.ts';
import { Markdownish } from './Markdownish.tsx';

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
] as const;
export type AssistantMessages = Record<(typeof ASSISTANT_KEYS)[number], string>;

/** The chat itself, for the in-app panel and the widget alike; styled by assistant.css class names. */
export function AssistantChat({
  chat,
  messages: m,
  onClose,
}: {
  chat: Chat;
  messages: AssistantMessages;
  onClose: () => void;
}) {
  const [items, setItems] = useState<AiMessage[]>([]);
  const [text, setText] = useState('');
  const [thinking, setThinking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const list = useRef<HTMLOListElement>(null);

  const failed = m['assistant.failed'];
  const run = useCallback(
    async (work: () => Promise<AiMessage | null>) => {
      setThinking(true);
      setProblem(null);
      try {
        const reply = await work();
        if (reply) setItems((current) => current.map((item) => (item.id === reply.id ? reply : item)));
      } catch (error) {
        setProblem(error instanceof Error ? error.message : failed);
      } finally {
        setThinking(false);
      }
    },
    [failed],
  );

  // On opening (the chat and the message are fixed for the page): the conversation so far, resumed.
  useEffect(() => {
    input.current?.focus();
    void run(async () => {
      const loaded = await chat.browse();
      setItems(loaded);
      return chat.resume(loaded);
    });
  }, [chat, run]);
  useEffect(() => {
    // The newest message, or the thinking note, is scrolled into view.
    if (items.length > 0 || thinking) list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [items, thinking]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || thinking) return;
    setText('');
    await run(async () => {
      const updated = await chat.send(items, question);
      setItems(updated);
      const pending = updated.at(-1);
      return pending?.run_status === 'pending' ? chat.complete(pending.id) : null;
    });
  };
  const last = items.at(-1);
  const retry = () => last && void run(() => chat.complete(last.id));
  const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
  const shown = items.filter((item) => item.message_content || item.message_type === 'input');
  const bubble = (item: AiMessage): ReactNode => (
    <li
      key={item.id}
      className={`ac-msg ${item.message_type === 'input' ? 'ac-in' : 'ac-out'} ${item.type === 'error' ? 'ac-error' : ''}`}
    >
      {item.message_type === 'input' ? item.message_content : <Markdownish text={item.message_content} />}
      {item.cited.length > 0 && (
        <p className="ac-sources">
          {m['assistant.sources']}: {item.cited.join(', ')}
        </p>
      )}
    </li>
  );

  return (
    <section className="ac-panel" role="dialog" aria-modal="false" aria-labelledby="ac-title" onKeyDown={onKeyDown}>
      <header className="ac-head">
        <h2 id="ac-title">{m['assistant.title']}</h2>
        <button type="button" onClick={onClose} aria-label={m['assistant.close']}>
          ×
        </button>
      </header>
      <ol ref={list} className="ac-list" aria-live="polite" aria-busy={thinking}>
        {shown.length === 0 && !thinking && <li className="ac-empty">{m['assistant.empty']}</li>}
        {shown.map(bubble)}
        {thinking && (
          <li className="ac-msg ac-out ac-thinking" role="status">
            {m['assistant.thinking']}
          </li>
        )}
      </ol>
      {problem && (
        <div className="ac-problem" role="alert">
          {problem}
          {last?.run_status === 'pending' && (
            <button type="button" onClick={retry}>
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
          onChange={(e) => setText(e.target.value)}
          maxLength={4000}
        />
        <button type="submit" disabled={!text.trim() || thinking}>
          {m['assistant.send']}
        </button>
      </form>
    </section>
  );
}
