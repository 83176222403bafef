/** The content API: news, offers, reviews, vacancies, gallery, popular products and the two forms. */
import { says } from '@gh/domain/zod';
import * as m from '@gh/i18n/messages';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  CV_MAX_BYTES,
  applicationFieldsSchema,
  contactBodySchema,
  galleryImageSchema,
  newsArticleSchema,
  newsSummarySchema,
  offerSchema,
  popularProductSchema,
  reviewsAnswerSchema,
  sentAnswerSchema,
  vacancySchema,
} from '@gh/domain/content';
import { AppError, ValidationError } from '../../lib/errors';
import type { ContentService, UploadedCv } from './content.service';
import { addressKey } from '../../lib/client-address';

const APPLICATION_FIELDS = new Set([
  'vacancy',
  'name',
  'email',
  'phone',
  'motivation',
  'keepConsent',
  'website',
]);

export const contentRoutes: FastifyPluginAsyncZod<{ service: ContentService }> = async (app, { service }) => {
  app.get(
    '/news',
    { schema: { response: { 200: z.object({ articles: z.array(newsSummarySchema) }) } } },
    async () => ({ articles: await service.news() }),
  );

  app.get(
    '/news/:slug',
    {
      schema: {
        params: z.object({
          slug: z.string().regex(/^[a-z0-9-]{1,120}$/, says(m.server_form_article_not_found)),
        }),
        response: { 200: z.object({ article: newsArticleSchema }) },
      },
    },
    async (request) => ({ article: await service.article(request.params.slug) }),
  );

  app.get(
    '/offers',
    {
      schema: {
        summary: 'The active offers of today; with location, those of that location and of all',
        querystring: z.object({ location: z.string().min(1).max(50).optional() }),
        response: { 200: z.object({ offers: z.array(offerSchema) }) },
      },
    },
    async (request) => ({ offers: await service.offers(request.query.location) }),
  );

  app.get('/reviews', { schema: { response: { 200: reviewsAnswerSchema } } }, () => service.reviews());

  app.get(
    '/vacancies',
    { schema: { response: { 200: z.object({ vacancies: z.array(vacancySchema) }) } } },
    async () => ({ vacancies: await service.vacancies() }),
  );

  app.get(
    '/gallery',
    { schema: { response: { 200: z.object({ images: z.array(galleryImageSchema) }) } } },
    async () => ({ images: await service.gallery() }),
  );

  app.get(
    '/popular',
    { schema: { response: { 200: z.object({ products: z.array(popularProductSchema) }) } } },
    async () => ({ products: await service.popular() }),
  );

  app.post(
    '/contact',
    { schema: { body: contactBodySchema, response: { 200: sentAnswerSchema } } },
    async (request) => {
      await service.admit('contact', addressKey(request.ip));
      await service.contact(request.body);
      return { message: CONTENT_MESSAGES.contactSent };
    },
  );

  // Multipart is parsed only here: everywhere else the API takes JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 11 },
      throwFileSizeLimit: true,
    });
    scope.post('/applications', { schema: { response: { 200: sentAnswerSchema } } }, async (request) => {
      if (!request.isMultipart()) throw new AppError(415, CONTENT_MESSAGES.multipartOnly);
      // Counted before the upload is read: past the limit, the CV is not even taken in.
      await service.admit('application', addressKey(request.ip));
      const fields: Record<string, string> = {};
      let cv: UploadedCv | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'cv') throw new ValidationError(CONTENT_MESSAGES.tooManyFiles);
            const data = await part.toBuffer();
            // An empty file input still sends a part without a name or content.
            if (data.length > 0 || part.filename) cv = { filename: part.filename || 'cv.pdf', data };
          } else if (APPLICATION_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (err) {
        if (err instanceof AppError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, CONTENT_MESSAGES.cvTooLarge);
        if (code === 'FST_FILES_LIMIT') throw new ValidationError(CONTENT_MESSAGES.tooManyFiles);
        throw new ValidationError(m.server_form_unreadable());
      }
      if (cv && cv.data.length === 0) throw new ValidationError(m.server_form_cv_empty());
      const parsed = applicationFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new ValidationError(parsed.error.issues[0]?.message ?? m.server_form_check());
      await service.apply(parsed.data, cv);
      return { message: CONTENT_MESSAGES.applicationSent };
    });
  });
};
