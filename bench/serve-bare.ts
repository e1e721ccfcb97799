import { createServer } from 'node:http';

/** The baseline: the least a Node server can do to answer the same JSON. */
const body = JSON.stringify({ version: '0.1.0', envLabel: 'DEV', envLabelColor: '#ff9800' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
// PORT when the start-up line starts it as `npm start` is started; otherwise any free port.
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`PORT ${typeof address === 'object' && address ? address.port : 0}`);
});
