/**
 * /api/admin/news, /vacancies, /gallery and /categories: the owner's content (issue 27 item 8, decision
 * 047), admins only (the guard's default). Each list answers `{ items }`; a create 201, an edit the
 * row, a delete 204; a row that does not exist is a 404 with its Dutch message.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { errorBodySchema } from '@gh/domain/cart';
import {
  adminCategorySchema,
  adminGalleryImageSchema,
  adminNewsSchema,
  adminVacancySchema,
  categoryInputSchema,
  categoryParamsSchema,
  CONTENT_ADMIN_MESSAGES as MESSAGES,
  contentIdParams,
  galleryInputSchema,
  moveBodySchema,
  newsInputSchema,
  vacancyInputSchema,
} from '@gh/domain/content-admin-api';
import type { Db } from '../../db/client';
import { currentAdmin } from '../../lib/admin-access';
import type { Actor } from '../../lib/audit';
import { createCategoryService } from './categories.service';
import { createGalleryService } from './gallery.service';
import { createNewsService, createVacancyService } from './news-and-jobs.service';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

interface Editable<I, O, K> {
  list(): Promise<O[]>;
  create(actor: Actor, input: I): Promise<O>;
  update(actor: Actor, key: K, input: I): Promise<O>;
  remove(actor: Actor, key: K): Promise<void>;
}

/**
 * The list, create, edit and delete routes of one kind of content, keyed by a numeric id. Registered on
 * the plain instance: the zod schemas still check and serialize (the app's compilers), the generic
 * types are the caller's.
 */
function editableRoutes<I extends ZodType, O extends ZodType>(
  app: FastifyInstance,
  path: string,
  what: string,
  schemas: { input: I; output: O; notFound: string },
  service: Editable<z.output<I>, z.output<O>, number>,
) {
  const params = contentIdParams(schemas.notFound);
  app.get(
    path,
    { schema: { summary: `Every ${what}`, response: { 200: z.object({ items: z.array(schemas.output) }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await service.list() };
    },
  );
  app.post(
    path,
    {
      schema: { summary: `A new ${what}`, body: schemas.input, response: { 201: schemas.output, ...errors } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(currentAdmin(request), request.body as z.output<I>)),
  );
  app.put(
    `${path}/:id`,
    {
      schema: {
        summary: `Change a ${what}`,
        params,
        body: schemas.input,
        response: { 200: schemas.output, ...errors },
      },
    },
    async (request) =>
      service.update(
        currentAdmin(request),
        (request.params as { id: number }).id,
        request.body as z.output<I>,
      ),
  );
  app.delete(
    `${path}/:id`,
    { schema: { summary: `Delete a ${what}`, params, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(currentAdmin(request), (request.params as { id: number }).id);
      return reply.code(204).send(null);
    },
  );
}

export const adminContentRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  editableRoutes(
    app,
    '/news',
    'news article',
    { input: newsInputSchema, output: adminNewsSchema, notFound: MESSAGES.newsNotFound },
    createNewsService(db, now),
  );
  editableRoutes(
    app,
    '/vacancies',
    'vacancy',
    { input: vacancyInputSchema, output: adminVacancySchema, notFound: MESSAGES.vacancyNotFound },
    createVacancyService(db),
  );
  const gallery = createGalleryService(db);
  editableRoutes(
    app,
    '/gallery',
    'gallery photo',
    { input: galleryInputSchema, output: adminGalleryImageSchema, notFound: MESSAGES.imageNotFound },
    gallery,
  );
  app.post(
    '/gallery/:id/move',
    {
      schema: {
        summary: 'Move a gallery photo one place up or down',
        params: contentIdParams(MESSAGES.imageNotFound),
        body: moveBodySchema,
        response: { 200: z.object({ items: z.array(adminGalleryImageSchema) }), ...errors },
      },
    },
    async (request) => ({
      items: await gallery.move(currentAdmin(request), request.params.id, request.body.direction),
    }),
  );

  const categories = createCategoryService(db);
  const categoryList = z.object({ items: z.array(adminCategorySchema) });
  app.get(
    '/categories',
    { schema: { summary: "The menu's categories in their order", response: { 200: categoryList } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await categories.list() };
    },
  );
  app.post(
    '/categories',
    {
      schema: {
        summary: 'A new category, last in the menu',
        body: categoryInputSchema,
        response: { 201: adminCategorySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await categories.create(currentAdmin(request), request.body)),
  );
  app.put(
    '/categories/:slug',
    {
      schema: {
        summary: "Change a category's names",
        params: categoryParamsSchema,
        body: categoryInputSchema,
        response: { 200: adminCategorySchema, ...errors },
      },
    },
    async (request) => categories.update(currentAdmin(request), request.params.slug, request.body),
  );
  app.delete(
    '/categories/:slug',
    {
      schema: {
        summary: 'Delete a category that holds no products',
        params: categoryParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await categories.remove(currentAdmin(request), request.params.slug);
      return reply.code(204).send(null);
    },
  );
  app.post(
    '/categories/:slug/move',
    {
      schema: {
        summary: 'Move a category one place up or down in the menu',
        params: categoryParamsSchema,
        body: moveBodySchema,
        response: { 200: categoryList, ...errors },
      },
    },
    async (request) => ({
      items: await categories.move(currentAdmin(request), request.params.slug, request.body.direction),
    }),
  );
};
