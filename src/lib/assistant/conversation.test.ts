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
    vi.mocked(chat.complete).mockRejectedValue(new Error('The model did not answer.'));
    conversation.$text.set('Q');
    await conversation.send();
    expect(conversation.$textProblem.get()).toBe('');
    expect(conversation.$problem.get()).toBe('The model did not answer.');
    expect(conversation.$retryable.get()).toBe(true);
  });
});
