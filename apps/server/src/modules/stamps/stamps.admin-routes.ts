/**
 * `GET`/`PUT /api/admin/locations/:slug/stamp-card` (decision 052): the owner sets a location's stamp
 * card up. A body that is not a card is a 400; a reward product that is not on the location's menu a
 * 422; every change is in the audit log (`stamp_card_changed`, before and after).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@gh/domain';
import { errorBodySchema } from '@gh/domain/cart';
import { stampCardBodySchema, stampCardSchema } from '@gh/domain/stamps';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { currentAdmin } from '../../lib/admin-access';
import { AppError, NotFoundError } from '../../lib/errors';
import * as repo from './stamps.repository';
import { cardAnswer, cardRow } from './stamps.service';

const slugParams = z.object({ slug: z.string().min(1).max(50) });

export const adminStampRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/locations/:slug/stamp-card',
    {
      schema: {
        params: slugParams,
        response: { 200: z.object({ card: stampCardSchema.nullable() }), 404: errorBodySchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      if (!(await repo.locationExists(db, slug))) throw new NotFoundError(MESSAGES.unknownLocation);
      const card = await repo.cardOf(db, slug);
      return { card: card ? cardAnswer(card) : null };
    },
  );

  app.put(
    '/locations/:slug/stamp-card',
    {
      schema: {
        params: slugParams,
        body: stampCardBodySchema,
        response: { 200: z.object({ card: stampCardSchema }), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const body = request.body;
      if (!(await repo.locationExists(db, slug))) throw new NotFoundError(MESSAGES.unknownLocation);
      const product =
        'product' in body.reward ? await repo.productNamed(db, slug, body.reward.product) : null;
      if ('product' in body.reward && !product) {
        throw new AppError(422, `${body.reward.product} staat niet op het menu van deze vestiging.`);
      }
      await db.transaction(async (tx) => {
        const before = await repo.cardOf(tx, slug);
        await repo.putCard(tx, cardRow(slug, body, product));
        await audit(tx, currentAdmin(request), 'stamp_card_changed', 'location', slug, {
          from: before ? cardAnswer(before) : null,
          to: cardAnswer({ ...cardRow(slug, body, product), updatedAt: new Date() }),
        });
      });
      return { card: cardAnswer((await repo.cardOf(db, slug))!) };
    },
  );
};
