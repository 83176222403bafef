/**
 * /api/admin/locations/:slug: opening hours, exceptions, delivery zones, pausing online orders (for
 * good or for a while) and busy mode.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  busyBodySchema,
  locationSettingsBodySchema,
  locationSettingsSchema,
  pauseBodySchema,
  type LocationSettings,
  type PauseDuration,
} from '@gh/domain/admin';
import { MESSAGES, toCents, toEuros } from '@gh/domain';
import { publishMenuChanged } from '../../db/channels';
import type { Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { NotFoundError } from '../../lib/errors';
import { currentAdmin } from '../../lib/admin-access';
import { nextOpeningOf } from '../locations';
import { locationRepository as repo } from './admin-locations.repository';

const slugParams = z.object({ slug: z.string().min(1).max(50) });

export const adminLocationRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  async function settings(slug: string): Promise<LocationSettings> {
    const found = await repo.get(db, slug);
    if (!found) throw new NotFoundError(MESSAGES.unknownLocation);
    const { location, hours, exceptions, zones } = found;
    const pausedUntil = location.pausedUntil && location.pausedUntil > now() ? location.pausedUntil : null;
    return {
      slug: location.slug,
      name: location.name,
      pickup: location.pickup,
      delivery: location.delivery,
      orderingPaused: location.orderingPaused,
      pausedMessage: location.pausedMessage,
      pausedUntil: pausedUntil?.toISOString() ?? null,
      busyMinutes: location.busyMinutes,
      autoAcceptMinutes: location.autoAcceptMinutes,
      deliveryVatRate: location.deliveryVatRate,
      business: {
        legalName: location.legalName,
        address: location.legalAddress,
        kvkNumber: location.kvkNumber,
        vatNumber: location.vatNumber,
      },
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
        // Its own entry: it decides the VAT of every order from now on (older orders keep theirs).
        const vatBefore = before.deliveryVatRate ?? null;
        if (body.deliveryVatRate !== undefined && body.deliveryVatRate !== vatBefore) {
          await audit(tx, currentAdmin(request), 'delivery_vat_rate_changed', 'location', slug, {
            from: vatBefore,
            to: body.deliveryVatRate,
          });
        }
        // Its own entry too: the seller every receipt and credit note names from now on.
        if (body.business && JSON.stringify(body.business) !== JSON.stringify(before.business)) {
          await audit(tx, currentAdmin(request), 'business_details_changed', 'location', slug, {
            from: before.business,
            to: body.business,
          });
        }
        // Also drops the rendered pages: the footer shows the business details.
        await publishMenuChanged(tx, { location: slug });
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
      const { orderingPaused, pausedMessage, duration } = request.body;
      const until = orderingPaused && duration !== undefined ? await pauseEnd(db, slug, duration, now()) : null;
      await db.transaction(async (tx) => {
        // A pause with a duration ends by itself; one without, or to an opening that is not planned,
        // lasts until switched off. Resuming ends both.
        const row = await repo.setPaused(tx, slug, {
          orderingPaused: orderingPaused && until === null,
          pausedUntil: until,
          pausedMessage,
        });
        if (!row) throw new NotFoundError(MESSAGES.unknownLocation);
        await audit(
          tx,
          currentAdmin(request),
          orderingPaused ? 'ordering_paused' : 'ordering_resumed',
          'location',
          slug,
          until ? { until: until.toISOString() } : undefined,
        );
        await publishMenuChanged(tx, { location: slug });
      });
      return settings(slug);
    },
  );

  app.put(
    '/locations/:slug/busy',
    {
      config: {
        adminAccess: 'staff',
        adminLocation: async (request) => (request.params as { slug: string }).slug,
      },
      schema: {
        summary: 'Busy mode: 0, 15 or 30 minutes added to every new estimate and the first slots.',
        params: slugParams,
        body: busyBodySchema,
        response: { 200: locationSettingsSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      await db.transaction(async (tx) => {
        const row = await repo.setBusy(tx, slug, request.body.minutes);
        if (!row) throw new NotFoundError(MESSAGES.unknownLocation);
        await audit(tx, currentAdmin(request), 'busy_mode', 'location', slug, {
          minutes: request.body.minutes,
        });
        await publishMenuChanged(tx, { location: slug });
      });
      return settings(slug);
    },
  );
};

/** When a pause that starts at `at` ends: after its minutes, or at the next opening (null: none planned). */
async function pauseEnd(db: Db, slug: string, duration: PauseDuration, at: Date): Promise<Date | null> {
  if (duration !== 'next_opening') return new Date(at.getTime() + duration * 60_000);
  return nextOpeningOf(db, slug, at);
}
