// The bare baseline of the /api/health throughput: a plain Fastify route in its own process, as
// the server under test is. With a headers file it also sends that fixed set of response headers
// (the product's, recorded from a real answer), to tell what the headers' bytes cost from what
// the product's code costs.
// Run as a child process: node bare-http-server.mjs <port> [headers.json]
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, headersFile] = process.argv.slice(2);
const headers = headersFile ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};

const app = Fastify({ logger: false });
app.get('/health', (_request, reply) => reply.headers(headers).send({ ok: true }));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', async () => {
  await app.close();
  process.exit(0);
});
process.send?.('ready');
