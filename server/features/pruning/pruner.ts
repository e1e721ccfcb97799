import type { Kysely } from 'kysely';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { PRUNE_KINDS, type PruneKind } from './prune-kinds.ts';
import { PRUNE_BATCH_ROWS, PRUNE_FIRST_RUN_MS, PRUNE_INTERVAL_MS } from './retention.ts';
import { periodicPass } from '../../workers/periodic-pass.ts';
import { withInstanceLock } from '../../workers/single-instance.ts';

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

  const job = periodicPass<PruneReport | null>('Pruning', () => withInstanceLock(deps.db, 'pruning', pass), {
    idle: null,
    onDone: logReport,
  });
  return {
    runOnce: job.runOnce,
    start: ({ intervalMs = PRUNE_INTERVAL_MS, firstRunMs = PRUNE_FIRST_RUN_MS } = {}) =>
      job.start({ intervalMs, firstRunMs }),
    stop: job.stop,
  };
}

function logReport(report: PruneReport | null): void {
  const pruned = Object.entries(report ?? {}).filter(([, r]) => r.deleted > 0);
  if (pruned.length > 0) console.log(`Pruned ${pruned.map(([kind, r]) => `${r.deleted} ${kind}`).join(', ')}.`);
}
