import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A test-only OpenAI-compatible chat completions server, over real HTTP: it answers each request
 * with the next scripted step (a reply, tool calls, an error status, a delay or garbage) and keeps
 * every request it received, so a test can see exactly what the model was shown.
 */
export type Step =
  | { content: string; tokens?: number }
  | { toolCalls: { name: string; arguments: Record<string, unknown> }[] }
  | { status: number }
  | { delayMs: number; content: string }
  | { raw: string };

export async function startFakeModel() {
  const script: Step[] = [];
  const received: { messages: { role: string; content: string | null }[]; tools?: unknown[] }[] = [];
  let calls = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as (typeof received)[number]);
      const step = script.shift() ?? { content: 'No more scripted answers.' };
      const reply = (message: Record<string, unknown>, tokens = 10) =>
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(
          JSON.stringify({
            id: `cmpl-${++calls}`,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
            usage: { total_tokens: tokens },
          }),
        );
      if ('status' in step)
        res
          .writeHead(step.status, { 'Content-Type': 'application/json' })
          .end('{"error":{"message":"upstream failure"}}');
      else if ('raw' in step) res.writeHead(200, { 'Content-Type': 'application/json' }).end(step.raw);
      else if ('delayMs' in step) setTimeout(() => !res.destroyed && reply({ content: step.content }), step.delayMs);
      else if ('toolCalls' in step)
        reply({
          content: null,
          tool_calls: step.toolCalls.map((call, i) => ({
            id: `call_${calls}_${i}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        });
      else reply({ content: step.content }, step.tokens);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    script,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
