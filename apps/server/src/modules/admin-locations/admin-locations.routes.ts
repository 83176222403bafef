/** /api/admin/locations/:slug: opening hours, exceptions, delivery zones and pausing online orders. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  locationSettingsBodySchema,
  locationSettingsSchema,
  pauseBodySchema,
  type LocationSettings,
} from '@gh/domain/admin';
import { MESSAGES, toCents, toEuros } from '@gh/domain';
import { notify, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { currentAdmin } from '../admin-auth/admin-guard';
import { locationRepository as repo } from './admin-locations.repository';

const slugParams = z.object({ slug: z.string().min(1).max(50) });

export const adminLocationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  async function settings(slug: string): Promise<LocationSettings> {
    const found = await repo.get(db, slug);
    if (!found) throw new NotFoundError(MESSAGES.unknownLocation);
    const { location, hours, exceptions, zones } = found;
    return {
      slug: location.slug,
      name: location.name,
      pickup: location.pickup,
      delivery: location.delivery,
      orderingPaused: location.orderingPaused,
      pausedMessage: location.pausedMessage,
      hours: hours.map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes })),
      exceptions: exceptions.map((e) => ({
        date: e.date,
        closed: e.closed,
        opens: e.opens,
        closes: e.closes,
        note: e.note,
      })),
      zones: zones.map((z) => ({
        name: z.name,
        postcodeFrom: z.postcodeFrom,
        postcodeTo: z.postcodeTo,
        fee: toEuros(z.feeCents),
        minOrder: toEuros(z.minOrderCents),
      })),
    };
  }

  app.get(
    '/locations/:slug',
    { schema: { params: slugParams, response: { 200: locationSettingsSchema } } },
    async (request) => settings(request.params.slug),
  );

  app.put(
    '/locations/:slug',
    {
      schema: {
        params: slugParams,
        body: locationSettingsBodySchema,
        response: { 200: locationSettingsSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const before = await settings(slug);
      const body = request.body;
      await db.transaction(async (tx) => {
        await repo.update(tx, slug, {
          ...body,
          zones: body.zones.map((z) => ({
            name: z.name,
            postcodeFrom: z.postcodeFrom,
            postcodeTo: z.postcodeTo,
            feeCents: toCents(z.fee),
            minOrderCents: toCents(z.minOrder),
          })),
          exceptions: body.exceptions.map((e) => ({
            ...e,
            opens: e.closed ? null : e.opens,
            closes: e.closed ? null : e.closes,
          })),
        });
        await audit(tx, currentAdmin(request), 'location_updated', 'location', slug, { before });
        await notify(tx, 'menu_changed', slug);
      });
      return settings(slug);
    },
  );

  app.put(
    '/locations/:slug/pause',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => (request.params as { slug: string }).slug,
      },
      schema: { params: slugParams, body: pauseBodySchema, response: { 200: locationSettingsSchema } },
    },
    async (request) => {
      const { slug } = request.params;
      await db.transaction(async (tx) => {
        const row = await repo.setPaused(tx, slug, request.body.orderingPaused, request.body.pausedMessage);
        if (!row) throw new NotFoundError(MESSAGES.unknownLocation);
        await audit(
          tx,
          currentAdmin(request),
          request.body.orderingPaused ? 'ordering_paused' : 'ordering_resumed',
          'location',
          slug,
        );
        await notify(tx, 'menu_changed', slug);
      });
      return settings(slug);
    },
  );
};
