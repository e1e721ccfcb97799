import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string;
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives; it can be stopped and restarted. */
export async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

export const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));
