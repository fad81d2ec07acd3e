import Fastify from 'fastify';

/**
 * A tiny S3-compatible server (path-style PUT/GET/DELETE of objects) standing in for MinIO or AWS in tests:
 * it lets the real AWS SDK code in our S3 store run over HTTP.
 */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  const notFound = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>`;

  app.put('/:bucket/*', async (request, reply) => {
    const { bucket, '*': key } = request.params as { bucket: string; '*': string };
    objects.set(`${bucket}/${key}`, {
      body: (request.body as Buffer | undefined) ?? Buffer.alloc(0),
      contentType: String(request.headers['content-type'] ?? 'application/octet-stream'),
    });
    return reply.header('etag', '"fake"').send();
  });
  app.get('/:bucket/*', async (request, reply) => {
    const { bucket, '*': key } = request.params as { bucket: string; '*': string };
    const object = objects.get(`${bucket}/${key}`);
    if (!object) return reply.status(404).type('application/xml').send(notFound);
    return reply.type(object.contentType).header('content-length', object.body.length).send(object.body);
  });
  app.delete('/:bucket/*', async (request, reply) => {
    const { bucket, '*': key } = request.params as { bucket: string; '*': string };
    objects.delete(`${bucket}/${key}`);
    return reply.status(204).send();
  });

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, objects, close: () => app.close() };
}
