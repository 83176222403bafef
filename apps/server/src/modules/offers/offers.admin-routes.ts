/**
 * /api/admin/coupons and /api/admin/offers (issue 19.7, decision 030): the owner's coupon codes and
 * offers. Admin only (the guard's default), audited; a change drops the kept cart answers and the
 * server-rendered pages on every instance (NOTIFY menu_changed), so the offers page and the carts
 * show it at once.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ruleFromInput, ruleToInput, toCents, toEuros, type OfferRule } from '@gh/domain';
import {
  adminCouponSchema,
  adminOfferSchema,
  couponInputSchema,
  idParamsSchema,
  normalizeCouponCode,
  offerInputSchema,
  type AdminCoupon,
  type AdminOffer,
  type CouponInput,
  type OfferInput,
} from '@gh/domain/offers-api';
import { errorBodySchema } from '@gh/domain/cart';
import { publishMenuChanged } from '../../db/channels';
import type { Db, DbOrTx } from '../../db/client';
import { locations } from '../../db/schema';
import { audit } from '../../lib/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import { currentAdmin } from '../../lib/admin-access';
import * as repo from './offers.repository';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
export const COUPON_CODE_TAKEN = 'Deze kortingscode bestaat al. Kies een andere code.';
const COUPON_NOT_FOUND = 'Deze kortingscode kennen we niet.';
const OFFER_NOT_FOUND = 'Deze actie kennen we niet.';

function couponAnswer(row: repo.CouponRow, uses: number): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOff: row.amountOffCents === null ? null : toEuros(row.amountOffCents),
    location: row.locationSlug,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    minimumOrder: toEuros(row.minimumOrderCents),
    combinesWithOffers: row.combinesWithOffers,
    active: row.active,
    uses,
  };
}

function couponValues(input: CouponInput) {
  return {
    code: normalizeCouponCode(input.code),
    percentOff: input.percentOff ?? null,
    amountOffCents: input.amountOff == null ? null : toCents(input.amountOff),
    locationSlug: input.location,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    maxUses: input.maxUses,
    minimumOrderCents: toCents(input.minimumOrder),
    combinesWithOffers: input.combinesWithOffers,
    active: input.active,
  };
}

function offerAnswer(row: repo.OfferRow): AdminOffer {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    badge: row.badge,
    titleEn: row.titleEn ?? '',
    descriptionEn: row.descriptionEn ?? '',
    badgeEn: row.badgeEn ?? '',
    location: row.locationSlug,
    productName: row.productName,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    weekdays: row.weekdays,
    rule: row.rule ? ruleToInput(row.rule as OfferRule) : null,
    active: row.active,
  };
}

/** '' is stored as null (not translated); left out (undefined) keeps what is stored on an edit. */
function english(text: string | undefined): string | null | undefined {
  return text === undefined ? undefined : text.trim() || null;
}

function offerValues(input: OfferInput) {
  return {
    title: input.title,
    description: input.description,
    badge: input.badge,
    titleEn: english(input.titleEn),
    descriptionEn: english(input.descriptionEn),
    badgeEn: english(input.badgeEn),
    locationSlug: input.location,
    productName: input.productName,
    validFrom: input.validFrom,
    validUntil: input.validUntil,
    weekdays: input.weekdays,
    rule: input.rule ? ruleFromInput(input.rule) : null,
    active: input.active,
  };
}

async function assertLocation(db: DbOrTx, slug: string | null): Promise<void> {
  if (slug === null) return;
  const [row] = await db.select({ slug: locations.slug }).from(locations).where(eq(locations.slug, slug));
  if (!row) throw new ValidationError(MESSAGES.unknownLocation);
}

export const adminOfferRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  async function usesOf(id: number): Promise<number> {
    return repo.couponUses(db, id, now());
  }

  app.get(
    '/coupons',
    {
      schema: {
        summary: 'The coupon codes, newest first, with their uses',
        response: { 200: z.object({ coupons: z.array(adminCouponSchema) }) },
      },
    },
    async () => ({
      coupons: (await repo.listCoupons(db, now())).map((r) => couponAnswer(r.coupon, Number(r.uses))),
    }),
  );

  app.post(
    '/coupons',
    {
      schema: {
        summary: 'Create a coupon code',
        body: couponInputSchema,
        response: { 201: adminCouponSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertLocation(db, request.body.location);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertCoupon(tx, couponValues(request.body));
        if (!created) throw new ConflictError(COUPON_CODE_TAKEN);
        await audit(tx, currentAdmin(request), 'coupon_created', 'coupon', String(created.id), {
          code: created.code,
        });
        await publishMenuChanged(tx, 'offers');
        return created;
      });
      return reply.code(201).send(couponAnswer(row, 0));
    },
  );

  app.put(
    '/coupons/:id',
    {
      schema: {
        summary: 'Edit a coupon code',
        params: idParamsSchema,
        body: couponInputSchema,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) => {
      await assertLocation(db, request.body.location);
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        const before = await repo.couponById(tx, id);
        if (!before) throw new NotFoundError(COUPON_NOT_FOUND);
        const values = couponValues(request.body);
        if (values.code !== before.code && (await repo.couponByCode(tx, values.code)))
          throw new ConflictError(COUPON_CODE_TAKEN);
        const updated = await repo.updateCoupon(tx, id, values);
        await audit(tx, currentAdmin(request), 'coupon_updated', 'coupon', String(id), { before });
        await publishMenuChanged(tx, 'offers');
        return updated!;
      });
      return couponAnswer(row, await usesOf(id));
    },
  );

  app.delete(
    '/coupons/:id',
    {
      schema: {
        summary: 'Deactivate a coupon code (its orders keep it)',
        params: idParamsSchema,
        response: { 200: adminCouponSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await db.transaction(async (tx) => {
        const updated = await repo.updateCoupon(tx, id, { active: false });
        if (!updated) throw new NotFoundError(COUPON_NOT_FOUND);
        await audit(tx, currentAdmin(request), 'coupon_deactivated', 'coupon', String(id), {
          code: updated.code,
        });
        await publishMenuChanged(tx, 'offers');
        return updated;
      });
      return couponAnswer(row, await usesOf(id));
    },
  );

  app.get(
    '/offers',
    {
      schema: {
        summary: 'Every offer, with its rule',
        response: { 200: z.object({ offers: z.array(adminOfferSchema) }) },
      },
    },
    async () => ({ offers: (await repo.listOffers(db)).map(offerAnswer) }),
  );

  app.post(
    '/offers',
    {
      schema: {
        summary: 'Create an offer',
        body: offerInputSchema,
        response: { 201: adminOfferSchema, ...errors },
      },
    },
    async (request, reply) => {
      await assertLocation(db, request.body.location);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertOffer(tx, offerValues(request.body));
        await audit(tx, currentAdmin(request), 'offer_created', 'offer', String(created.id), {
          title: created.title,
        });
        await publishMenuChanged(tx, 'offers');
        return created;
      });
      return reply.code(201).send(offerAnswer(row));
    },
  );

  app.put(
    '/offers/:id',
    {
      schema: {
        summary: 'Edit an offer',
        params: idParamsSchema,
        body: offerInputSchema,
        response: { 200: adminOfferSchema, ...errors },
      },
    },
    async (request) => {
      await assertLocation(db, request.body.location);
      const { id } = request.params;
      return offerAnswer(
        await db.transaction(async (tx) => {
          const updated = await repo.updateOffer(tx, id, offerValues(request.body));
          if (!updated) throw new NotFoundError(OFFER_NOT_FOUND);
          await audit(tx, currentAdmin(request), 'offer_updated', 'offer', String(id), {
            title: updated.title,
          });
          await publishMenuChanged(tx, 'offers');
          return updated;
        }),
      );
    },
  );

  app.delete(
    '/offers/:id',
    {
      schema: {
        summary: 'Deactivate an offer',
        params: idParamsSchema,
        response: { 200: adminOfferSchema, ...errors },
      },
    },
    async (request) =>
      offerAnswer(
        await db.transaction(async (tx) => {
          const updated = await repo.updateOffer(tx, request.params.id, { active: false });
          if (!updated) throw new NotFoundError(OFFER_NOT_FOUND);
          await audit(tx, currentAdmin(request), 'offer_deactivated', 'offer', String(updated.id), {
            title: updated.title,
          });
          await publishMenuChanged(tx, 'offers');
          return updated;
        }),
      ),
  );
};
