import * as v from 'valibot';
import type { AppConfig } from '../../config.ts';
import { AppError, type ErrorKey } from '../../errors.ts';

/** The chat-completions shapes every OpenAI-compatible server speaks (OpenAI, Azure, Ollama, llama.cpp, vLLM). */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };
interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}
export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

const ChoiceSchema = v.object({
  message: v.object({
    content: v.optional(v.nullable(v.string()), null),
    tool_calls: v.optional(
      v.nullable(
        v.array(
          v.object({
            id: v.string(),
            type: v.optional(v.literal('function'), 'function'),
            function: v.object({ name: v.string(), arguments: v.string() }),
          }),
        ),
      ),
      null,
    ),
  }),
});

// At least one choice: the first is the answer.
const CompletionSchema = v.object({
  choices: v.tupleWithRest([ChoiceSchema], ChoiceSchema),
  usage: v.optional(v.object({ total_tokens: v.optional(v.number(), 0) }), { total_tokens: 0 }),
});
type Completion = { content: string | null; toolCalls: ToolCall[]; tokens: number };

const unavailable = (why: ErrorKey) => new AppError('service_unavailable', why);

/** One call to the model, bounded in time; every way it can fail becomes a clear 503. */
export async function complete(
  ai: NonNullable<AppConfig['ai']>,
  messages: ChatMessage[],
  tools: ToolDefinition[],
): Promise<Completion> {
  let response: Response;
  try {
    response = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(ai.apiKey ? { Authorization: `Bearer ${ai.apiKey}` } : {}) },
      body: JSON.stringify({ model: ai.model, messages, tools, tool_choice: 'auto' }),
      signal: AbortSignal.timeout(ai.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw unavailable('error.assistant.timeout');
    throw unavailable('error.assistant.unreachable');
  }
  if (!response.ok) throw unavailable('error.assistant.refused');
  const parsed = v.safeParse(CompletionSchema, await response.json().catch(() => null));
  if (!parsed.success) throw unavailable('error.assistant.unreadable');
  const { message } = parsed.output.choices[0];
  return {
    content: message.content,
    toolCalls: (message.tool_calls ?? []).map((call) => ({ ...call, type: 'function' as const })),
    tokens: parsed.output.usage.total_tokens,
  };
}
