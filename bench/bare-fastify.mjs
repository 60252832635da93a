// A reference beside bare node:http: Fastify with no plugins answering the same small JSON body,
// the ceiling any Fastify route (ours included) can reach on this machine.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ status: 'ok', version: '0.1.0' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
