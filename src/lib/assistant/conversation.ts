import { atom, computed } from 'nanostores';
import type { AiMessage } from '../../../contract/assistant.ts';
import { ApiError } from '../api/api-error.ts';
import { fieldProblems } from '../api/field-problems.ts';
import type { Chat } from './chat.ts';

/**
 * Whether asking again may work: an unreachable server or one that failed (5xx, as a model that
 * timed out). A refusal (4xx: the day's allowance spent, a reply not found) would only be refused
 * again, so it offers no retry.
 */
export const worthRetrying = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status >= 500);

/**
 * One open conversation with the assistant, for the in-app panel and the embeddable widget alike
 * (so nothing here reaches for the app's session or snack bar). Opening resumes the conversation
 * so far; a question is sent and its reply awaited; a reply that failed may be asked for again.
 * A refusal of the question itself is said beside the question, any other failure above it.
 */
export function createConversation(chat: Chat, failed: string) {
  const $items = atom<AiMessage[]>([]);
  const $text = atom('');
  const $thinking = atom(false);
  const $problem = atom('');
  /** The refusal of the question typed, to show beside it. */
  const $textProblem = atom('');
  /** What is shown: the questions, and the replies that have words. */
  const $shown = computed($items, (items) =>
    items.filter((item) => item.message_content || item.message_type === 'input'),
  );
  /** The last failure was one that asking again may mend. */
  const $transient = atom(false);
  /** A failure can be retried while the last reply is still awaited, and only when a retry may work. */
  const $retryable = computed(
    [$items, $transient],
    (items, transient) => transient && items.at(-1)?.run_status === 'pending',
  );

  const run = async (work: () => Promise<AiMessage | null>) => {
    $thinking.set(true);
    $problem.set('');
    $textProblem.set('');
    $transient.set(false);
    try {
      const reply = await work();
      if (reply) $items.set($items.get().map((item) => (item.id === reply.id ? reply : item)));
    } catch (error) {
      $transient.set(worthRetrying(error));
      const question = fieldProblems(error).message_content;
      if (question) $textProblem.set(question);
      else $problem.set(error instanceof Error ? error.message : failed);
    } finally {
      $thinking.set(false);
    }
  };

  return {
    $items,
    $text,
    $thinking,
    $problem,
    $textProblem,
    $shown,
    $retryable,
    /** The conversation so far, its last reply completed or processed. */
    open: () =>
      run(async () => {
        const loaded = await chat.browse();
        $items.set(loaded);
        return chat.resume(loaded);
      }),
    /** Sends the question typed (nothing while empty or while a reply is awaited), then awaits its reply. */
    async send() {
      const question = $text.get().trim();
      if (!question || $thinking.get()) return;
      $text.set('');
      await run(async () => {
        const updated = await chat.send($items.get(), question);
        $items.set(updated);
        const pending = updated.at(-1);
        return pending?.run_status === 'pending' ? chat.complete(pending.id) : null;
      });
    },
    retry() {
      const last = $items.get().at(-1);
      if (last) void run(() => chat.complete(last.id));
    },
  };
}

export type Conversation = ReturnType<typeof createConversation>;
