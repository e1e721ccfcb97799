import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { PRUNE_KINDS, type PruneKind } from './prune-kinds.ts';
import { PRUNE_BATCH_ROWS, PRUNE_FIRST_RUN_MS, PRUNE_INTERVAL_MS } from './retention.ts';
import { withInstanceLock } from './single-instance.ts';

/** What one pass deleted, per kind: the rows each delete statement removed. */
export type PruneReport = Record<string, { deleted: number; batches: number[] }>;

export interface Pruner {
  /** One pass over every kind; null when another pass (here or on another instance) is running. */
  runOnce(): Promise<PruneReport | null>;
  /** Prunes soon after start, then every `intervalMs`. */
  start(options?: { intervalMs?: number; firstRunMs?: number }): void;
  stop(): Promise<void>;
}

/**
 * The pruning job: deletes each kind of short-lived row past its retention, a bounded batch per
 * statement until a statement finds fewer, one instance at a time.
 */
export function createPruner(deps: {
  db: Kysely<Database>;
  clock: Clock;
  kinds?: readonly PruneKind[];
  batchRows?: number;
}): Pruner {
  const kinds = deps.kinds ?? PRUNE_KINDS;
  const batchRows = deps.batchRows ?? PRUNE_BATCH_ROWS;
  let running: Promise<PruneReport | null> | null = null;
  let first: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;

  const pass = async (db: Kysely<Database>): Promise<PruneReport> => {
    const report: PruneReport = {};
    for (const kind of kinds) {
      const batches: number[] = [];
      let deleted: number;
      do {
        // Each batch reads the clock again: a long pass never deletes by a stale "now".
        deleted = await kind.deleteBatch(db, deps.clock.now(), batchRows);
        batches.push(deleted);
      } while (deleted >= batchRows);
      report[kind.name] = { deleted: batches.reduce((a, b) => a + b, 0), batches };
    }
    return report;
  };

  const runOnce = () => {
    if (running) return Promise.resolve(null);
    running = withInstanceLock(deps.db, pass).finally(() => {
      running = null;
    });
    return running;
  };

  const scheduled = () =>
    void runOnce()
      .then(logReport)
      .catch((error: unknown) => console.error('Pruning failed:', error instanceof Error ? error.message : error));

  return {
    runOnce,
    start({ intervalMs = PRUNE_INTERVAL_MS, firstRunMs = PRUNE_FIRST_RUN_MS } = {}) {
      if (timer) return;
      first = setTimeout(scheduled, firstRunMs);
      first.unref();
      timer = setInterval(scheduled, intervalMs);
      timer.unref();
    },
    async stop() {
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      first = timer = null;
      await running?.catch(() => undefined);
    },
  };
}

function logReport(report: PruneReport | null): void {
  const pruned = Object.entries(report ?? {}).filter(([, r]) => r.deleted > 0);
  if (pruned.length > 0) console.log(`Pruned ${pruned.map(([kind, r]) => `${r.deleted} ${kind}`).join(', ')}.`);
}
