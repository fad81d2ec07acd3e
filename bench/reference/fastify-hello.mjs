// Reference: a bare Fastify hello (GET / answers {hello:'world'}), the project's own fastify. PORT from the bench.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
