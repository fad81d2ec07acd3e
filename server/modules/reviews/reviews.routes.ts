import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, idParamSchema, messageSchema } from '../../../core/schemas/common';
import {
  adminReviewQuerySchema,
  adminReviewPageSchema,
  productReviewPageSchema,
  productReviewQuerySchema,
  ratingSummariesSchema,
  reviewCreatedSchema,
  reviewFormSchema,
  reviewInvitationSchema,
  reviewLinkSchema,
  reviewModerationSchema,
  reviewReplySchema,
} from '../../../core/schemas/reviews';
import { readMultipartForm } from '../../plugins/multipart';
import type { ReviewService } from './reviews.service';

const adminRefusals = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The buyer's review through the signed link, the pages' published reviews, and the owner's moderation. */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (app, { reviews }) => {
  app.get(
    '/api/reviews/invitation',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'getReviewInvitation',
        summary: "What a review link opens: the order's products, which are reviewed already, whether it arrived",
        querystring: reviewLinkSchema,
        response: { 200: reviewInvitationSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => reviews.invitation(request.query),
  );

  app.post(
    '/api/reviews',
    {
      // An order of many products is reviewed one product at a time.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['reviews'],
        operationId: 'createReview',
        summary:
          'A review through the signed link of an arrived order (multipart: kind, orderId, token, productId, rating, body and an optional `photo`)',
        consumes: ['multipart/form-data'],
        response: {
          201: reviewCreatedSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'photo');
      const input = reviewFormSchema.parse(form.fields);
      return reply.status(201).send(await reviews.submit(input, form.file, request.ip));
    },
  );

  app.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'listProductReviews',
        summary:
          "A product's published reviews, newest first, a page at a time, with the real average and count of them all",
        params: idParamSchema,
        querystring: productReviewQuerySchema,
        response: { 200: productReviewPageSchema, 400: errorSchema },
      },
    },
    async (request) => reviews.productReviews(request.params.id, request.query),
  );

  app.get(
    '/api/reviews/summaries',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'listReviewSummaries',
        summary: "Every reviewed product's published average and count, by product id (the catalogue's cards)",
        response: { 200: ratingSummariesSchema },
      },
    },
    async () => reviews.productSummaries(),
  );

  app.get(
    '/api/reviews/custom-orders',
    {
      schema: {
        tags: ['reviews'],
        operationId: 'listCustomOrderReviews',
        summary:
          "Custom orders' published reviews with their photos, newest first, a page at a time, with the real average " +
          'and count of them all',
        querystring: productReviewQuerySchema,
        response: { 200: productReviewPageSchema, 400: errorSchema },
      },
    },
    async (request) => reviews.customReviews(request.query),
  );

  app.get(
    '/api/admin/reviews',
    {
      schema: {
        tags: ['admin'],
        operationId: 'listAdminReviews',
        summary: 'Reviews waiting for moderation, published or hidden (admin), newest first, a page at a time',
        querystring: adminReviewQuerySchema,
        response: { 200: adminReviewPageSchema, ...adminRefusals },
      },
    },
    async (request) => reviews.adminList(request.query),
  );

  app.post(
    '/api/admin/reviews/:id/moderation',
    {
      schema: {
        tags: ['admin'],
        operationId: 'moderateReview',
        summary: 'Publishes a review, or hides it for a stated reason: spam, offensive, personal data (admin, audited)',
        params: idParamSchema,
        body: reviewModerationSchema,
        response: { 200: messageSchema, ...adminRefusals },
      },
    },
    async (request) => {
      await reviews.moderate(request.params.id, request.body, request.user!, request.ip);
      return { message: request.body.action === 'publish' ? 'Review published' : 'Review hidden' };
    },
  );

  app.put(
    '/api/admin/reviews/:id/reply',
    {
      schema: {
        tags: ['admin'],
        operationId: 'replyToReview',
        summary: "The owner's public reply to a review; empty removes it (admin, audited)",
        params: idParamSchema,
        body: reviewReplySchema,
        response: { 200: messageSchema, ...adminRefusals },
      },
    },
    async (request) => {
      await reviews.reply(request.params.id, request.body.reply, request.user!, request.ip);
      return { message: request.body.reply ? 'Reply saved' : 'Reply removed' };
    },
  );
};
