export { createOutboxDispatcher } from './dispatcher.ts';
export type { OutboxDispatcher } from './dispatcher.ts';
export { enqueueMessage } from './repository.ts';
export type { OutboxFile } from './repository.ts';
export { smtpTransport, transportsFor } from './transports.ts';
export { messagesById } from './messages-by-id.ts';
export type { SentMessage } from './messages-by-id.ts';
export { pruneSentMessages } from './prune.ts';
export { outboxBacklog } from './backlog.ts';
