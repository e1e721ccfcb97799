export { createOutboxDispatcher } from './dispatcher.ts';
export type { OutboxDispatcher } from './dispatcher.ts';
export { enqueueMessage } from './repository.ts';
export { transportsFor } from './transports.ts';
