import { describe, expect, it, vi } from 'vitest';
import type { AiMessage } from '../../../contract/assistant.ts';
import { ApiError } from '../api/api-error.ts';
import type { Chat } from './chat.ts';
import { createConversation } from './conversation.ts';

const message = (id: string, type: 'input' | 'output', content: string, run_status: string | null = null) =>
  ({ id, message_type: type, message_content: content, run_status, cited: [] }) as unknown as AiMessage;

function fakeChat(overrides: Partial<Chat> = {}): Chat {
  return {
    browse: vi.fn(async () => []),
    resume: vi.fn(async () => null),
    send: vi.fn(),
    complete: vi.fn(),
    ...overrides,
  } as Chat;
}

describe('the assistant conversation', () => {
  it('resumes the conversation so far on opening, showing only messages with words', async () => {
    const chat = fakeChat({
      browse: vi.fn(async () => [message('1', 'input', 'Hi'), message('2', 'output', '', 'pending')]),
      resume: vi.fn(async () => message('2', 'output', 'Hello', 'completed')),
    });
    const conversation = createConversation(chat, 'Failed.');
    await conversation.open();
    expect(conversation.$shown.get().map((m) => m.message_content)).toEqual(['Hi', 'Hello']);
    expect(conversation.$thinking.get()).toBe(false);
  });

  it('sends the question typed and awaits its reply; an empty question sends nothing', async () => {
    const chat = fakeChat({
      send: vi.fn(async () => [message('1', 'input', 'When?'), message('2', 'output', '', 'pending')]),
      complete: vi.fn(async () => message('2', 'output', 'Tomorrow', 'completed')),
    });
    const conversation = createConversation(chat, 'Failed.');
    conversation.$text.set('   ');
    await conversation.send();
    expect(chat.send).not.toHaveBeenCalled();
    conversation.$text.set(' When? ');
    await conversation.send();
    expect(chat.send).toHaveBeenCalledWith([], 'When?');
    expect(chat.complete).toHaveBeenCalledWith('2');
    expect(conversation.$text.get()).toBe('');
    expect(conversation.$shown.get().at(-1)?.message_content).toBe('Tomorrow');
  });

  it('says a refused question beside it, and a failed reply above with a retry', async () => {
    const problems = [{ field: 'message_content', key: 'error.field.tooLong', message: 'The question is too long.' }];
    const chat = fakeChat({
      send: vi.fn(async () => {
        throw new ApiError(400, 'validation_failed', 'x', { problems });
      }),
    });
    const conversation = createConversation(chat, 'Failed.');
    conversation.$text.set('Long');
    await conversation.send();
    expect(conversation.$textProblem.get()).toBe('The question is too long.');
    expect(conversation.$problem.get()).toBe('');

    vi.mocked(chat.send).mockResolvedValue([message('1', 'input', 'Q'), message('2', 'output', '', 'pending')]);
    vi.mocked(chat.complete).mockRejectedValue(new ApiError(503, 'service_unavailable', 'The model did not answer.'));
    conversation.$text.set('Q');
    await conversation.send();
    expect(conversation.$textProblem.get()).toBe('');
    expect(conversation.$problem.get()).toBe('The model did not answer.');
    expect(conversation.$retryable.get()).toBe(true);
  });

  it('offers a retry only where one may work: an unreachable or failing server, not a refusal', async () => {
    const chat = fakeChat({
      send: vi.fn(async () => [message('1', 'input', 'Q'), message('2', 'output', '', 'pending')]),
    });
    const conversation = createConversation(chat, 'Failed.');
    const failWith = async (error: Error) => {
      vi.mocked(chat.complete).mockRejectedValueOnce(error);
      conversation.$text.set('Q');
      await conversation.send();
      return conversation.$retryable.get();
    };
    expect(await failWith(new ApiError(0, 'network_error', 'Failed to fetch'))).toBe(true);
    expect(await failWith(new ApiError(502, 'bad_response', 'Bad gateway'))).toBe(true);
    expect(await failWith(new ApiError(429, 'too_many_requests', 'The allowance for today is spent.'))).toBe(false);
    expect(conversation.$problem.get()).toBe('The allowance for today is spent.');
    expect(await failWith(new ApiError(404, 'not_found', 'No such reply.'))).toBe(false);
    // Something the page itself could not read would read no better a second time.
    expect(await failWith(new Error('Invalid type'))).toBe(false);
    // A retry that works takes the problem away.
    vi.mocked(chat.complete).mockRejectedValueOnce(new ApiError(503, 'service_unavailable', 'Busy.'));
    conversation.$text.set('Q');
    await conversation.send();
    vi.mocked(chat.complete).mockResolvedValueOnce(message('2', 'output', 'Done', 'saved'));
    conversation.retry();
    await vi.waitFor(() => expect(conversation.$problem.get()).toBe(''));
    expect(conversation.$retryable.get()).toBe(false);
  });
});
