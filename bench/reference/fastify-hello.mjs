// Reference: a bare Fastify hello (GET / answers {hello:'world'}), the project's own fastify. PORT from the bench.
// GET /bytes answers the file BODY_FILE as JSON, as is (the bench gives it the shop's catalogue): what a bare server
// does with a body of that size, the floor for GET /api/products on this machine.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const body = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : Buffer.from('[]');
app.get('/bytes', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
