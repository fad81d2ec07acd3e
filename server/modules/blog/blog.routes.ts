import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../core/errors';
import {
  BLOG_MESSAGES,
  blogListQuerySchema,
  blogPostSchema,
  blogPostSummarySchema,
  blogSlugParamsSchema,
} from '../../../core/schemas/blog';
import { errorSchema } from '../../../core/schemas/common';
import type { BlogService } from './blog.service';

export const blogRoutes: FastifyPluginAsyncZod<{ blog: BlogService }> = async (app, { blog }) => {
  app.get(
    '/api/blog',
    {
      schema: {
        tags: ['blog'],
        operationId: 'listBlogPosts',
        summary: 'Published blog posts, newest first (optionally one category, at most `limit`)',
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogPostSummarySchema), 400: errorSchema },
      },
    },
    async (request) => blog.listPublished(request.query),
  );

  app.get(
    '/api/blog/:slug',
    {
      schema: {
        tags: ['blog'],
        operationId: 'getBlogPost',
        summary: 'One published post with its sanitised HTML; counts one view per browser session',
        params: blogSlugParamsSchema,
        response: { 200: blogPostSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await blog.readPost(request.params.slug, {
        cookieHeader: request.headers.cookie,
        countView: request.method === 'GET',
      });
      if (!result) throw new AppError('not_found', BLOG_MESSAGES.notFound);
      if (result.setCookie) reply.header('set-cookie', result.setCookie);
      return result.post;
    },
  );
};
