// The baseline of the API figures: a bare Fastify route in its own process, on loopback.
// Prints the port it listens on, then serves until it is stopped.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', () => ({ ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => app.close().then(() => process.exit(0)));
}
