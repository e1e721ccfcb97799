import * as v from 'valibot';
import {
  AiMessageListSchema,
  AiMessageSchema,
  shouldDeleteThread,
  type AiMessage,
} from '../../../contract/assistant.ts';

/**
 * The assistant's conversation, shared by the in-app panel and the embeddable widget: both give
 * it a way to call the API (with the session's token in the app, a given token in the widget).
 */
export type AssistantFetch = (path: string, init?: { method?: 'GET' | 'POST'; body?: unknown }) => Promise<unknown>;

export function createChat(call: AssistantFetch) {
  const get = async <T extends v.GenericSchema>(path: string, schema: T, body?: unknown) =>
    v.parse(schema, await call(path, body === undefined ? {} : { method: 'POST', body }));
  return {
    browse: () => get('/aiAssistant/browseMessages', AiMessageListSchema),
    /** On opening, a pending last reply is completed and a saved one processed. */
    async resume(messages: AiMessage[]): Promise<AiMessage | null> {
      const last = messages.at(-1);
      if (last?.message_type !== 'output' || !last.run_status) return null;
      return last.run_status === 'pending'
        ? get(`/aiAssistant/completeLastMessage/${encodeURIComponent(last.id)}`, AiMessageSchema)
        : get(`/aiAssistant/processLastMessage/${encodeURIComponent(last.id)}`, AiMessageSchema);
    },
    send(messages: AiMessage[], text: string, now = new Date()) {
      const previous = messages.at(-1);
      const deleteThread = shouldDeleteThread(
        previous ? { system_time: previous.system_time, is_initial: messages.length === 1 } : null,
        now,
      );
      return get('/aiAssistant/sendMessage', AiMessageListSchema, {
        message_content: text,
        thread_id: previous?.thread_id ?? null,
        run_id: previous?.run_id ?? null,
        message_id: previous?.message_id ?? null,
        delete_thread: deleteThread,
      });
    },
    complete: (id: string) => get(`/aiAssistant/completeLastMessage/${encodeURIComponent(id)}`, AiMessageSchema),
  };
}
export type Chat = ReturnType<typeof createChat>;
