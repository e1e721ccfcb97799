import { createServer } from 'node:http';

/**
 * For the browser tests: an OpenAI-compatible chat completions server with fixed behaviour (a
 * question naming an assignment gets a get_assignment tool call, then a reply from what the tool
 * returned), and, on a second port, a plain page of another origin that embeds the widget.
 */
const MODEL_PORT = Number(process.env.E2E_MODEL_PORT ?? 4337);
const HOST_PORT = Number(process.env.E2E_WIDGET_HOST_PORT ?? 4338);
const APP = `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`;

type Message = { role: string; content: string | null };
const completion = (message: Record<string, unknown>) =>
  JSON.stringify({
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: 'stop' }],
    usage: { total_tokens: 42 },
  });

createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { messages } = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { messages: Message[] };
    const last = messages.at(-1);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    if (last?.role === 'tool') {
      const found = JSON.parse(last.content ?? '{}') as { assignment_no?: string; status?: string; error?: string };
      res.end(
        completion({
          content: found.error
            ? `I could not find it: ${found.error}`
            : `**${found.assignment_no}** is now: ${found.status}.`,
        }),
      );
      return;
    }
    const number = /[A-Z]{3,}\d{6}-\d/i.exec(last?.content ?? '')?.[0];
    if (number)
      res.end(
        completion({
          content: null,
          tool_calls: [
            {
              id: 'call_1',
              type: 'function',
              function: { name: 'get_assignment', arguments: JSON.stringify({ assignment_no: number }) },
            },
          ],
        }),
      );
    else res.end(completion({ content: 'Hello from the test model.' }));
  });
}).listen(MODEL_PORT, '127.0.0.1', () => console.log(`fake model on ${MODEL_PORT}`));

// The host page reads the user's token from its address (#token=...) and embeds the widget with it.
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner portal</title></head>
<body><main><h1>Partner portal</h1><p>A page of another site that embeds the claims assistant.</p></main>
<script>
  const s = document.createElement('script');
  s.src = '${APP}/widgets/assistant.js';
  s.dataset.api = '${APP}/api';
  s.dataset.token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
  document.body.append(s);
</script></body></html>`;
createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page)).listen(
  HOST_PORT,
  '127.0.0.1',
  () => console.log(`widget host on ${HOST_PORT}`),
);
