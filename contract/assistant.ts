import * as v from 'valibot';

/**
 * The in-app assistant's messages, as the panel and the server exchange them.
 * An output is 'pending' while its run has not produced a reply (the page may have closed
 * mid-run: completeLastMessage finishes it), and 'saved' once the reply is stored but not yet
 * shown (processLastMessage hands it over).
 */
const AI_MESSAGE_MAX = 4000;

export const AiMessageSchema = v.object({
  id: v.string(),
  message_id: v.string(),
  thread_id: v.string(),
  run_id: v.nullable(v.string()),
  message_content: v.string(),
  message_type: v.picklist(['input', 'output']),
  /** 'text' for conversation, 'error' for a reply that could not be had (shown with a retry). */
  type: v.picklist(['text', 'error']),
  run_status: v.nullable(v.picklist(['pending', 'saved'])),
  system_time: v.string(),
  delete_thread: v.boolean(),
  /** Assignment numbers the reply drew on, for the user to check. */
  cited: v.array(v.string()),
  /** The assignments a reply names or drew on, number to id, so each number leads to its page. */
  links: v.optional(v.record(v.string(), v.string()), {}),
});
export type AiMessage = v.InferOutput<typeof AiMessageSchema>;
export const AiMessageListSchema = v.array(AiMessageSchema);

export const AiSendMessageRequestSchema = v.object({
  message_content: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'error.assistant.messageRequired'),
    v.maxLength(AI_MESSAGE_MAX, 'error.assistant.messageTooLong'),
  ),
  run_id: v.optional(v.nullable(v.string()), null),
  thread_id: v.optional(v.nullable(v.string()), null),
  message_id: v.optional(v.nullable(v.string()), null),
  delete_thread: v.optional(v.boolean(), false),
});

const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();

/**
 * When to start a new thread (delete_thread): start one when the previous message is more than a
 * day apart by the calendar (its day of the month, across month ends too) and is not the
 * initial message.
 */
export function shouldDeleteThread(previous: { system_time: string; is_initial: boolean } | null, now: Date): boolean {
  if (!previous || previous.is_initial) return false;
  return Math.round((startOfDay(now) - startOfDay(new Date(previous.system_time))) / 86_400_000) > 1;
}
