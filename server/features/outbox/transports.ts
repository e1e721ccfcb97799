import nodemailer from 'nodemailer';
import type { AppConfig } from '../../config.ts';
import type { OutboxFile, OutboxMessage } from './repository.ts';

export interface Transport {
  name: string;
  /** `files`: the e-mail's further files, besides the message's own one attachment. */
  send(message: OutboxMessage, files?: readonly OutboxFile[]): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const url = new URL(smtpUrl);
  const mailer = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'smtps:' ? 465 : 587)),
    secure: url.protocol === 'smtps:',
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    async send(message, files = []) {
      const attachments = [
        ...(message.attachment && message.attachment_name
          ? [
              {
                filename: message.attachment_name,
                content: message.attachment,
                contentType: message.attachment_type ?? 'application/octet-stream',
                ...(message.attachment_encoding === 'base64' ? { encoding: 'base64' } : {}),
              },
            ]
          : []),
        ...files.map((f) => ({ filename: f.name, content: f.content, contentType: f.type, encoding: 'base64' })),
      ];
      // The outbox id as Message-ID lets a receiving server drop a duplicate after a crash between
      // sending and recording the send.
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        messageId: `<${message.id}@claims>`,
        // Mail clients offer their own unsubscribe button and post to this address without opening a page.
        ...(message.unsubscribe_url
          ? {
              headers: {
                'List-Unsubscribe': `<${message.unsubscribe_url}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              },
            }
          : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    },
  };
}

/** Posts { id, to, body } as JSON to an SMS gateway; any 2xx counts as accepted. */
export function smsWebhookTransport(url: string): Transport {
  return {
    name: 'sms-webhook',
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ id: message.id, to: message.recipient, body: message.body }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/**
 * Development keeps messages in the outbox table itself, readable at GET /api/dev/outbox, when no
 * real transport is configured for a channel. Production never does: it leaves them pending.
 */
export const devMailboxTransport: Transport = { name: 'dev-mailbox', send: async () => {} };

export function transportsFor(config: AppConfig): Record<'email' | 'sms', Transport | null> {
  const fallback = config.isProduction ? null : devMailboxTransport;
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.smtpFrom) : fallback,
    sms: config.smsWebhookUrl ? smsWebhookTransport(config.smsWebhookUrl) : fallback,
  };
}
