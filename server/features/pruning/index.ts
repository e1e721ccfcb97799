export { createPruner } from './pruner.ts';
export { PRUNE_KINDS } from './prune-kinds.ts';
