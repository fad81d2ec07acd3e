import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SeoService } from './seo.service';

/** robots.txt never changes while the shop runs: an hour of caching keeps crawlers off the server. */
const CACHE_CONTROL = 'public, max-age=3600';
/** The sitemap lists the products: a cache must ask again each time, so an admin's change shows at once. */
const SITEMAP_CACHE_CONTROL = 'public, no-cache';

export const seoRoutes: FastifyPluginAsyncZod<{ seo: SeoService }> = async (app, { seo }) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        operationId: 'getSitemap',
        tags: ['seo'],
        summary: 'The sitemap: home, static pages, every active product and published post',
      },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', SITEMAP_CACHE_CONTROL)
        .send(await seo.sitemap()),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        operationId: 'getRobotsTxt',
        tags: ['seo'],
        summary: 'Crawler rules: /admin, /checkout and /api are off limits',
      },
    },
    async (_request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(seo.robots()),
  );

  app.get(
    '/site.webmanifest',
    {
      schema: {
        operationId: 'getWebManifest',
        tags: ['seo'],
        summary: "The web app manifest: the shop's name, colours and home-screen icons",
      },
    },
    async (_request, reply) =>
      reply
        .type('application/manifest+json; charset=utf-8')
        .header('cache-control', CACHE_CONTROL)
        .send(JSON.stringify(seo.manifest())),
  );
};
