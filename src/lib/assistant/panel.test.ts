import { describe, expect, it, vi } from 'vitest';
import type { ClientConfig } from '../../../contract/client-config.ts';
import type { Session } from '../stores/session-store.ts';
import { assistantOffered, createAssistantPanel } from './panel.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null, isGuardedPath: () => true }));
vi.mock('../client-config.ts', () => ({ loadClientConfig: async () => null }));

const session = (name: string, enabled: boolean, roles: string[]) =>
  ({
    idToken: 't',
    profile: { name, roles, config_assistants_roles: ['handler'], app_metadata: { enable_ai_assistant: enabled } },
  }) as unknown as Session;
const config = (available: boolean) => ({ assistant_available: available }) as ClientConfig;

describe('the assistant panel', () => {
  it('is offered to staff with an assistant role where the organisation enables it and the server has a model', () => {
    expect(assistantOffered(session('elena', true, ['handler']), config(true))).toBe(true);
    expect(assistantOffered(session('elena', true, ['handler']), config(false))).toBe(false);
    expect(assistantOffered(session('elena', false, ['handler']), config(true))).toBe(false);
    expect(assistantOffered(session('elena', true, ['manager']), config(true))).toBe(false);
    expect(assistantOffered(session('guest', true, ['handler']), config(true))).toBe(false);
    expect(assistantOffered(null, config(true))).toBe(false);
  });

  it('opens and closes from its button', () => {
    const panel = createAssistantPanel();
    panel.toggle();
    expect(panel.$open.get()).toBe(true);
    panel.toggle();
    panel.toggle();
    panel.close();
    expect(panel.$open.get()).toBe(false);
  });
});
