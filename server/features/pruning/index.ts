export { createPruner } from './pruner.ts';
