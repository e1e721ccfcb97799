/**
 * Queries on another part's table that are still to move to their owner. The list only shrinks:
 * an entry that no longer happens is itself a finding, so it is removed with its query.
 */
export const PENDING: readonly string[] = [
  'server/features/pruning/prune-kinds.ts ai_usage',
  'server/features/pruning/prune-kinds.ts contact_confirmations',
  'server/features/pruning/prune-kinds.ts intake_submissions',
  'server/features/pruning/prune-kinds.ts notifications',
  'server/features/pruning/prune-kinds.ts one_time_passwords',
  'server/features/pruning/prune-kinds.ts outbox',
  'server/features/pruning/prune-kinds.ts refresh_tokens',
  'server/features/pruning/prune-kinds.ts sessions',
  'server/features/pruning/prune-kinds.ts timeline_entries',
  'server/features/pruning/prune-kinds.ts tracker_challenges',
];
