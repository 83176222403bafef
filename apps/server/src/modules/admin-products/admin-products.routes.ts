/** /api/admin/products: list, create, edit, availability, delete, copy, and the photo upload. */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminProductListSchema,
  adminProductSchema,
  availabilityBodySchema,
  copyProductBodySchema,
  productInputSchema,
  uploadAnswerSchema,
} from '@gh/domain/admin';
import path from 'node:path';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { assertLocation, currentAdmin } from '../../lib/admin-access';
import { productRepository } from './admin-products.repository';
import { createProductService } from './admin-products.service';
import { MAX_IMAGE_BYTES, storeProductImage } from './image-upload';

const idParams = z.object({ id: z.uuid('Dit product bestaat niet (meer).') });
const listQuery = z.object({
  location: z.string().min(1, 'Kies een locatie.').max(50),
  category: z.string().max(50).optional(),
  q: z.string().max(100, 'Deze zoekterm is te lang.').optional(),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db; uploadDir: string }> = async (
  app,
  { db, uploadDir },
) => {
  const products = createProductService(db);
  const productLocation = async (request: { params: unknown }) => {
    const id = (request.params as { id?: string }).id ?? '';
    return UUID.test(id) ? productRepository.locationOf(db, id) : null;
  };

  app.get(
    '/products',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => String((request.query as { location?: string }).location ?? ''),
      },
      schema: { querystring: listQuery, response: { 200: adminProductListSchema } },
    },
    async (request) => {
      assertLocation(currentAdmin(request), request.query.location);
      return products.list(request.query);
    },
  );

  app.get(
    '/products/:id',
    { schema: { params: idParams, response: { 200: adminProductSchema } } },
    async (request) => products.get(request.params.id),
  );

  app.post(
    '/products',
    { schema: { body: productInputSchema, response: { 201: adminProductSchema } } },
    async (request, reply) =>
      reply.code(201).send(await products.create(currentAdmin(request), request.body)),
  );

  app.put(
    '/products/:id',
    { schema: { params: idParams, body: productInputSchema, response: { 200: adminProductSchema } } },
    async (request) => products.update(currentAdmin(request), request.params.id, request.body),
  );

  app.patch(
    '/products/:id/availability',
    {
      config: { adminAccess: 'staff', adminLocation: productLocation },
      schema: { params: idParams, body: availabilityBodySchema, response: { 200: adminProductSchema } },
    },
    async (request) =>
      products.setAvailable(currentAdmin(request), request.params.id, request.body.available),
  );

  app.delete(
    '/products/:id',
    { schema: { params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await products.remove(currentAdmin(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/products/:id/copy',
    { schema: { params: idParams, body: copyProductBodySchema, response: { 201: adminProductSchema } } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await products.copy(currentAdmin(request), request.params.id, request.body.location)),
  );

  // Multipart only in this scope: everywhere else the API takes JSON alone.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 },
    });
    scope.post(
      '/uploads/products',
      { schema: { response: { 201: uploadAnswerSchema } } },
      async (request, reply) => {
        if (!request.isMultipart()) throw new ValidationError(ADMIN_MESSAGES.imageMissing);
        let bytes: Buffer;
        try {
          const file = await request.file();
          if (!file) throw new ValidationError(ADMIN_MESSAGES.imageMissing);
          bytes = await file.toBuffer();
        } catch (err) {
          if (err instanceof AppError) throw err;
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new AppError(413, ADMIN_MESSAGES.imageTooLarge);
          throw new ValidationError(ADMIN_MESSAGES.imageMissing);
        }
        const stored = await storeProductImage(path.join(uploadDir, 'uploads'), bytes);
        return reply.code(201).send(stored);
      },
    );
  });
};
