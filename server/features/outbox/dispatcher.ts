import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { runEvery, type Ticking } from '../../workers/run-every.ts';
import { claimDueMessages, filesOf, markFailed, markSent } from './repository.ts';
import type { Transport } from './transports.ts';

const BATCH = 20;
const LEASE_MS = 60_000;

export interface OutboxDispatcher {
  /** Sends what is due now; resolves when this pass is done. */
  drain(): Promise<{ sent: number; failed: number }>;
  /** Asks for a pass soon, e.g. right after a message was enqueued. */
  wake(): void;
  start(intervalMs?: number): void;
  /** Ends the passes for good, waiting for the one under way: the database may close after it. */
  stop(): Promise<void>;
}

/**
 * Sends outbox messages. Each is leased before sending and marked sent after, so a mail server
 * outage only delays messages (retried with growing waits) and several instances never send the
 * same message at once.
 */
export function createOutboxDispatcher(deps: {
  db: Kysely<Database>;
  clock: Clock;
  transports: Record<'email' | 'sms', Transport | null>;
}): OutboxDispatcher {
  let ticking: Ticking | null = null;
  let running: Promise<{ sent: number; failed: number }> | null = null;
  let again = false;
  let stopped = false;

  const pass = async () => {
    let sent = 0;
    let failed = 0;
    const messages = await claimDueMessages(deps.db, deps.clock.now(), BATCH, LEASE_MS);
    const files = await filesOf(
      deps.db,
      messages.filter((m) => m.channel === 'email').map((m) => m.id),
    );
    for (const message of messages) {
      const transport = deps.transports[message.channel];
      if (!transport) {
        await markFailed(deps.db, message, deps.clock.now(), `No transport is configured for ${message.channel}.`);
        failed++;
        continue;
      }
      try {
        await transport.send(message, files.get(message.id) ?? []);
        await markSent(deps.db, message.id, deps.clock.now(), transport.name);
        sent++;
      } catch (error) {
        await markFailed(deps.db, message, deps.clock.now(), error instanceof Error ? error.message : String(error));
        failed++;
      }
    }
    return { sent, failed };
  };

  const drain = async () => {
    if (stopped) return { sent: 0, failed: 0 };
    if (running) {
      again = true;
      return running;
    }
    running = pass().finally(() => {
      running = null;
    });
    const result = await running;
    if (again) {
      again = false;
      void drain().catch(logFailure);
    }
    return result;
  };

  return {
    drain,
    wake: () => void drain().catch(logFailure),
    start(intervalMs = 5_000) {
      ticking ??= runEvery('Outbox pass', { intervalMs }, drain);
    },
    async stop() {
      stopped = true;
      ticking?.stop();
      ticking = null;
      // A pass asked for while one ran starts right after it; stopped keeps any further one from starting.
      while (running) await running.catch(logFailure);
    },
  };
}

function logFailure(error: unknown): void {
  console.error('Outbox pass failed:', error instanceof Error ? error.message : error);
}
