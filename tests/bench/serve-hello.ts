// The machine's yardstick: the smallest Fastify route, in its own process like the app.
import Fastify from 'fastify';

const app = Fastify();
app.post('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(JSON.stringify({ address }) + '\n');
process.on('SIGTERM', () => process.exit(0));
