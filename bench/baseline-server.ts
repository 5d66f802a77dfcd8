import Fastify from 'fastify';

/** The yardstick: a bare Fastify answering a pre-serialised payload of a given size. */
const size = Number(process.argv[2] ?? 1000);
const port = Number(process.argv[3] ?? 0);
const payload = JSON.stringify({ success: true, data: 'x'.repeat(Math.max(0, size - 30)) });
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(payload);
});
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
