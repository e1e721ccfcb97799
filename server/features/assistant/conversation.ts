import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { shouldDeleteThread, type AiMessage } from '../../../contract/assistant.ts';
import type { Language } from '../../../contract/languages.ts';
import type { AppConfig } from '../../config.ts';
import type { AiMessagesTable, Database } from '../../db/schema.ts';
import { timeOrderedId } from '../../db/time-ordered-id.ts';
import { AppError } from '../../errors.ts';
import { takeAllowance } from '../../limits/rate-limiter.ts';
import type { UserRow } from '../organisations/index.ts';
import { businessDate } from '../../../contract/business-time.ts';
import { withAssignmentLinks } from './assignment-links.ts';
import { complete, type ChatMessage } from './model-client.ts';
import { runTool, TOOLS } from './tools.ts';

type Row = Selectable<AiMessagesTable>;
const MAX_TOOL_ROUNDS = 4;
const HISTORY = 20;

const toAiMessage = (row: Row): AiMessage => ({
  id: row.id,
  message_id: row.id,
  thread_id: row.thread_id,
  run_id: row.run_id,
  message_content: row.message_content,
  message_type: row.message_type,
  type: row.type,
  run_status: row.run_status,
  system_time: row.system_time,
  delete_thread: row.delete_thread === 1,
  cited: JSON.parse(row.cited) as string[],
  links: {},
});

async function currentThread(db: Kysely<Database>, userId: string): Promise<string | null> {
  const last = await db
    .selectFrom('ai_messages')
    .select('thread_id')
    .where('user_id', '=', userId)
    .orderBy('system_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return last?.thread_id ?? null;
}

/** The user's current thread, oldest first: what the widget shows when it opens. */
export async function browseMessages(db: Kysely<Database>, user: UserRow): Promise<AiMessage[]> {
  const thread = await currentThread(db, user.id);
  if (!thread) return [];
  const rows = await db
    .selectFrom('ai_messages')
    .selectAll()
    .where('thread_id', '=', thread)
    .orderBy('system_time')
    .orderBy('id')
    .execute();
  return withAssignmentLinks(db, user, rows.map(toAiMessage));
}

/** One reply as the page shows it, its assignment numbers linked. */
const linked = async (db: Kysely<Database>, user: UserRow, row: Row) =>
  (await withAssignmentLinks(db, user, [toAiMessage(row)]))[0] as AiMessage;

/**
 * Stores the user's message and a pending reply, starting a new thread when asked (or when
 * the previous message is days old: shouldDeleteThread). The model runs on completeLastMessage.
 */
export async function sendMessage(
  db: Kysely<Database>,
  user: UserRow,
  input: { message_content: string; delete_thread: boolean },
  now: Date,
): Promise<AiMessage[]> {
  const thread = await currentThread(db, user.id);
  const previous = thread
    ? await db
        .selectFrom('ai_messages')
        .selectAll()
        .where('thread_id', '=', thread)
        .orderBy('system_time', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst()
    : undefined;
  const count = thread
    ? await db
        .selectFrom('ai_messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('thread_id', '=', thread)
        .executeTakeFirstOrThrow()
    : { n: 0 };
  const fresh =
    !thread ||
    input.delete_thread ||
    shouldDeleteThread(previous ? { system_time: previous.system_time, is_initial: Number(count.n) <= 1 } : null, now);
  const threadId = fresh ? randomUUID() : thread;
  const at = now.toISOString();
  const runId = randomUUID();
  await db.transaction().execute(async (trx) => {
    if (fresh) await trx.insertInto('ai_threads').values({ id: threadId, user_id: user.id, created_at: at }).execute();
    await trx
      .insertInto('ai_messages')
      .values([
        {
          id: timeOrderedId(now),
          thread_id: threadId,
          user_id: user.id,
          message_type: 'input',
          type: 'text',
          message_content: input.message_content,
          run_id: runId,
          run_status: null,
          system_time: at,
          delete_thread: fresh && thread ? 1 : 0,
        },
        {
          id: timeOrderedId(now),
          thread_id: threadId,
          user_id: user.id,
          message_type: 'output',
          type: 'text',
          message_content: '',
          run_id: runId,
          run_status: 'pending',
          system_time: at,
          delete_thread: 0,
        },
      ])
      .execute();
  });
  return browseMessages(db, user);
}

async function chargeQuota(
  db: Kysely<Database>,
  ai: NonNullable<AppConfig['ai']>,
  userId: string,
  now: Date,
): Promise<void> {
  const day = businessDate(now);
  const refusal = () =>
    new AppError('too_many_requests', 'error.assistant.dailyAllowance', { retryAfter: new Date(`${day}T22:00:00Z`) });
  const used = await db
    .selectFrom('ai_usage')
    .select('tokens')
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .executeTakeFirst();
  if (used && used.tokens >= ai.dailyTokens) throw refusal();
  // The day's requests are a limit like any other: parallel questions cannot all take the last one.
  const limit = { key: `assistant:${userId}:${day}`, limit: ai.dailyRequests, windowMs: DAY_MS };
  if (!(await takeAllowance(db, limit, now)).allowed) throw refusal();
  await db
    .insertInto('ai_usage')
    .values({ user_id: userId, day, requests: 1, tokens: 0 })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'day']).doUpdateSet((eb) => ({ requests: eb('ai_usage.requests', '+', 1) })),
    )
    .execute();
}

const DAY_MS = 24 * 60 * 60_000;

const addTokens = (db: Kysely<Database>, userId: string, now: Date, tokens: number) =>
  db
    .updateTable('ai_usage')
    .set((eb) => ({ tokens: eb('tokens', '+', tokens) }))
    .where('user_id', '=', userId)
    .where('day', '=', businessDate(now))
    .execute();

const systemPrompt = (user: UserRow, language: Language) =>
  `You help ${user.full_name}, who handles insurance claims. Answer in ${language === 'ro' ? 'Romanian' : 'English'}, briefly. ` +
  'Use the tools to look up claim data; never invent numbers. When you use an assignment, name its number. Plain text or simple Markdown only.';

/**
 * Runs the model for a pending reply (completeLastMessage): the conversation so far, tool calls
 * answered with the user's own rights, a bounded reply. A failure is written into the chat as an
 * error the user can retry, and answered with its clear message.
 */
export async function completeOutput(
  deps: { db: Kysely<Database>; ai: NonNullable<AppConfig['ai']> },
  user: UserRow,
  id: string,
  language: Language,
  now: Date,
): Promise<AiMessage> {
  const { db, ai } = deps;
  const output = await db
    .selectFrom('ai_messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .where('message_type', '=', 'output')
    .executeTakeFirst();
  if (!output) throw new AppError('not_found', 'error.notFound.reply');
  if (output.run_status !== 'pending') return linked(db, user, output);
  await chargeQuota(db, ai, user.id, now);
  const history = await db
    .selectFrom('ai_messages')
    .selectAll()
    .where('thread_id', '=', output.thread_id)
    .where('id', '!=', output.id)
    .orderBy('system_time', 'desc')
    .orderBy('id', 'desc')
    .limit(HISTORY)
    .execute();
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt(user, language) },
    ...history
      .reverse()
      .filter((m) => m.type === 'text' && m.message_content)
      .map(
        (m): ChatMessage =>
          m.message_type === 'input'
            ? { role: 'user', content: m.message_content }
            : { role: 'assistant', content: m.message_content },
      ),
  ];
  const cited = new Set<string>();
  try {
    for (let round = 0; ; round++) {
      const answer = await complete(ai, messages, round < MAX_TOOL_ROUNDS ? TOOLS : []);
      await addTokens(db, user.id, now, answer.tokens);
      if (answer.toolCalls.length === 0 || round >= MAX_TOOL_ROUNDS) {
        const text = (answer.content ?? '').trim() || '…';
        const reply = text.length > ai.maxReplyChars ? `${text.slice(0, ai.maxReplyChars - 1)}…` : text;
        await db
          .updateTable('ai_messages')
          .set({ message_content: reply, type: 'text', run_status: 'saved', cited: JSON.stringify([...cited]) })
          .where('id', '=', output.id)
          .execute();
        break;
      }
      messages.push({ role: 'assistant', content: answer.content, tool_calls: answer.toolCalls });
      for (const call of answer.toolCalls) {
        const result = await runTool(db, user, language, now, call.function.name, call.function.arguments);
        if (result.cited) cited.add(result.cited);
        messages.push({ role: 'tool', tool_call_id: call.id, content: result.content });
      }
    }
  } catch (error) {
    const failure = error instanceof AppError ? error : new AppError('service_unavailable', 'error.assistant.failed');
    const message = failure.messageIn(language);
    // Still pending: "retry" runs it again.
    await db
      .updateTable('ai_messages')
      .set({ message_content: message, type: 'error' })
      .where('id', '=', output.id)
      .execute();
    throw failure;
  }
  return linked(
    db,
    user,
    await db.selectFrom('ai_messages').selectAll().where('id', '=', output.id).executeTakeFirstOrThrow(),
  );
}

/** processLastMessage: hands over a reply that was saved while nobody was looking. */
export async function processOutput(db: Kysely<Database>, user: UserRow, id: string): Promise<AiMessage> {
  const output = await db
    .selectFrom('ai_messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', user.id)
    .where('message_type', '=', 'output')
    .executeTakeFirst();
  if (!output) throw new AppError('not_found', 'error.notFound.reply');
  return linked(db, user, output);
}
