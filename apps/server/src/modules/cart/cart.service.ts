/** The cart's use cases; prices always come from the catalogue, never from the request. */
import { currentLang } from '@gh/i18n';
import {
  lineName,
  discountTotal,
  isLooseSauce,
  isoDate,
  localDay,
  locationConflictMessage,
  parseMultiplier,
  toCents,
  toEuros,
} from '@gh/domain';
import { COUPON_MESSAGES } from '@gh/domain/offers-api';
import { cartSchema, MAX_QUANTITY, type Cart, type CartAddBody } from '@gh/domain/cart';
import { LIVE_ORDER_MESSAGES, type ReorderResponse } from '@gh/domain/checkout';
import type { Db } from '../../db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { CartAnswers } from './cart.answers';
import type { Catalogue, CatalogueProduct } from './cart.catalogue';
import { CART_MESSAGES, EMPTY_CART, resolveOptions, shown as shownName, toCart } from './cart.fns';
import { notSold, type ReorderSource } from './cart.reorder';
import { cartLimitProblem, linesAfterAdd, linesAfterQuantity, type CartLimits } from './cart.limits';
import * as repo from './cart.repository';
import {
  couponForCode,
  couponInEuros,
  discountsFor,
  putCouponOnSession,
  takeCouponOffSession,
  type OfferCache,
  discountsInEuros,
} from '../offers';

/** What the service knows of the caller's session; `issue` starts a new one (and sets its cookie). */
export interface SessionContext {
  /** The id named by the request's cookie (it may be expired or unknown), null without a cookie. */
  id: string | null;
  clock: repo.Clock;
  issue(): string;
}

/** The spec's SESSION_EXPIRED answer: 403 on load, with a fresh session already set. */
export class SessionExpiredError extends AppError {
  constructor() {
    super(403, CART_MESSAGES.sessionExpired);
  }
}

const EMPTY_CART_JSON = JSON.stringify(EMPTY_CART);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCartService(deps: {
  db: Db;
  catalogue: Catalogue;
  answers: CartAnswers;
  /** The active offers, kept in memory (dropped with the catalogue on `menu_changed`). */
  offers?: OfferCache;
  /** A customer's cart's limits (cart.limits.ts); staff's phone orders have none. */
  limits?: CartLimits;
}) {
  const { db, catalogue, answers } = deps;

  /** Throws the limit's message when the cart as `change` leaves it would break one. */
  async function checkLimits(sessionId: string, change: (lines: repo.LineRow[]) => repo.LineRow[]) {
    if (!deps.limits) return;
    const stored = await repo.readCart(db, sessionId);
    if (!stored) return;
    const after = change(stored.lines);
    const cart = toCart({ location: stored.location, lines: after }, await productsOf(after));
    const problem = cartLimitProblem(cart.items.length, Math.round(cart.subtotal * 100), deps.limits);
    if (problem) throw new ValidationError(problem);
  }

  async function newLine(body: CartAddBody): Promise<repo.NewLine> {
    const product = UUID.test(body.id) ? await catalogue.product(body.id.toLowerCase()) : undefined;
    if (!product) throw new ValidationError(CART_MESSAGES.unknownProduct);
    if (!product.available) throw new ValidationError(CART_MESSAGES.unavailable);
    if (body.location.trim().toLowerCase() !== product.location.toLowerCase()) {
      throw new ValidationError(CART_MESSAGES.otherLocation);
    }
    const { options, lineKey } = resolveOptions(product, body.selectedOptions);
    return {
      productId: product.id,
      lineKey,
      name: product.name,
      category: product.category,
      location: product.location,
      priceCents: product.priceCents,
      quantity: body.quantity,
      selectedOptions: options,
    };
  }

  /**
   * Spec section 5 first: an add from another location than a valid cart's with items is refused with
   * the conflict message, whatever else is wrong with it (read only when the add is refused anyway).
   */
  async function conflictFirst(session: SessionContext, body: CartAddBody, err: unknown): Promise<never> {
    const valid = err instanceof ValidationError && session.id !== null;
    const cart =
      valid && (await repo.readCartVersion(db, session.id!, session.clock))
        ? await repo.readCart(db, session.id!)
        : null;
    const wanted = body.location.trim().toLowerCase();
    if (cart?.location && cart.lines.length > 0 && cart.location.toLowerCase() !== wanted) {
      throw new ConflictError(locationConflictMessage(cart.location, wanted));
    }
    throw err;
  }

  return {
    /**
     * GET /api/cart, as JSON text: no cookie is an empty cart; an expired or unknown one is
     * SESSION_EXPIRED. One statement when this instance holds the answer to the cart's current
     * version; two when not; three when the expiry is due to slide (at most once a minute).
     */
    async getJson(session: SessionContext): Promise<string> {
      if (session.id === null) return EMPTY_CART_JSON;
      const current = await repo.readCartVersion(db, session.id, session.clock);
      if (!current) return expired(session);
      // Offers and coupons go by the Amsterdam date: a kept answer of yesterday is not today's.
      const version = keptVersion(current.version, session.clock.now);
      if (!current.slideDue) {
        const kept = answers.get(keptKey(session.id), version);
        if (kept !== undefined) return kept;
      } else {
        await repo.slideExpiry(db, session.id, session.clock);
      }
      const answer = await readAndKeep(session.id, session.clock.now);
      // Purged in between: it had just expired.
      return answer ? answer.json : expired(session);
    },

    async add(session: SessionContext, body: CartAddBody): Promise<Cart> {
      const line = await newLine(body).catch((err: unknown) => conflictFirst(session, body, err));
      if (session.id !== null) {
        await checkLimits(session.id, (lines) => linesAfterAdd(lines, line));
        let outcome = await repo.addLine(db, session.id, line, session.clock, MAX_QUANTITY);
        if (outcome.kind === 'conflict' && (await repo.clearStaleLocation(db, session.id))) {
          outcome = await repo.addLine(db, session.id, line, session.clock, MAX_QUANTITY);
        }
        switch (outcome.kind) {
          case 'added':
            return await readBack(session.id, session.clock.now);
          case 'too-many':
            throw new ValidationError(CART_MESSAGES.maxQuantity(MAX_QUANTITY));
          case 'conflict':
            throw new ConflictError(locationConflictMessage(outcome.cartLocation, line.location));
          case 'no-session':
            break;
        }
      }
      // No valid session yet: it is created with its first line, in one statement.
      const replacing = session.id;
      const id = session.issue();
      const row = await repo.createSessionWithLine(db, id, replacing, line, session.clock);
      const products = await productsOf([row]);
      // A new session has no coupon yet.
      return withDiscounts(
        id,
        toCart({ location: line.location, lines: [row] }, products),
        products,
        session.clock.now,
        null,
      );
    },

    async remove(session: SessionContext, lineId: string): Promise<Cart> {
      if (session.id === null || !UUID.test(lineId)) throw new NotFoundError(CART_MESSAGES.lineNotFound);
      const outcome = await repo.removeLine(db, session.id, lineId, session.clock);
      if (outcome !== 'removed') throw new NotFoundError(CART_MESSAGES.lineNotFound);
      return await readBack(session.id, session.clock.now);
    },

    /** Spec: a quantity below 1 removes the line. */
    async update(session: SessionContext, lineId: string, quantity: number): Promise<Cart> {
      if (quantity < 1) return this.remove(session, lineId);
      if (session.id === null || !UUID.test(lineId)) throw new NotFoundError(CART_MESSAGES.lineNotFound);
      await checkLimits(session.id, (lines) => linesAfterQuantity(lines, lineId, quantity));
      const updated = await repo.setQuantity(db, session.id, lineId, quantity, session.clock);
      if (!updated) throw new NotFoundError(CART_MESSAGES.lineNotFound);
      return await readBack(session.id, session.clock.now);
    },

    /**
     * "Bestel opnieuw": the lines of an earlier order into the cart at today's prices, through `add`.
     * What is no longer sold (product gone or sold out, an option gone or sold out) is named and left
     * out. A cart of another city is refused as any add is (spec section 5). Asking twice adds once:
     * a line already in the cart is only raised to the order's quantity (decision 026).
     */
    async reorder(given: SessionContext, order: ReorderSource): Promise<ReorderResponse> {
      let session = given;
      const current = await validCart(session);
      if (!current) {
        // No cart (or an expired one): one fresh session that every line goes to.
        const id = session.issue();
        await repo.createSession(db, id, session.id, session.clock);
        session = { ...session, id, issue: () => id };
      }
      if (
        current &&
        current.lines.length > 0 &&
        current.location !== null &&
        current.location.toLowerCase() !== order.location.toLowerCase()
      ) {
        throw new ConflictError(locationConflictMessage(current.location, order.location));
      }
      const inCart = new Map<string, number>();
      for (const line of current?.lines ?? []) {
        const key = [
          line.product_id,
          ...line.selected_options.map((o) => `${o.optionId}*${parseMultiplier(o.choice)}`),
        ].join('|');
        inCart.set(key, (inCart.get(key) ?? 0) + Number(line.quantity));
      }
      const leftOut: ReorderResponse['leftOut'] = [];
      let added = 0;
      let cart: Cart | null = null;
      for (const line of order.lines) {
        const product = await catalogue.product(line.productId);
        // Named as the customer reads it: the English of when it was sold on an English request.
        const shown = lineName(line, currentLang());
        const why = product ? notSold(product, line) : LIVE_ORDER_MESSAGES.productGone(shown);
        if (why !== null || !product) {
          leftOut.push({ name: shown, reason: why ?? LIVE_ORDER_MESSAGES.productGone(shown) });
          continue;
        }
        try {
          const { lineKey } = resolveOptions(product, line.selectedOptions);
          const missing = Math.min(line.quantity, MAX_QUANTITY) - (inCart.get(lineKey) ?? 0);
          if (missing > 0) {
            cart = await this.add(session, {
              id: product.id,
              name: product.name,
              price: product.priceCents / 100,
              quantity: missing,
              category: product.category,
              location: product.location,
              selectedOptions: line.selectedOptions.map((o) => ({ choice: o.choice, price: 0 })),
            });
            inCart.set(lineKey, (inCart.get(lineKey) ?? 0) + missing);
          }
          added++;
        } catch (err) {
          // The product's option groups changed so that the old choice no longer fits, or the cart
          // is full of it: named with the cart's own reason.
          if (!(err instanceof ValidationError)) throw err;
          leftOut.push({
            name: shown,
            reason: LIVE_ORDER_MESSAGES.lineChanged(shownName(product.name, product.nameEn), err.message),
          });
        }
      }
      cart ??= await readBack(session.id!, session.clock.now);
      return { cart, added, leftOut };
    },

    async clear(session: SessionContext): Promise<Cart> {
      if (session.id !== null) await repo.clearCart(db, session.id, session.clock);
      return EMPTY_CART;
    },

    /**
     * POST /api/cart/coupon: checks the code against the cart as it is (period, location, uses,
     * minimum) and keeps it on the session; the answer is the cart with its discount line.
     */
    async applyCoupon(session: SessionContext, code: string): Promise<Cart> {
      const stored = await validCart(session);
      if (!stored || stored.lines.length === 0 || !session.id)
        throw new ValidationError(COUPON_MESSAGES.emptyCart);
      const coupon = await couponForCode(db, code);
      const cart = toCart(stored, await productsOf(stored.lines));
      const at = session.clock.now;
      await putCouponOnSession(db, session.id, coupon, {
        location: stored.location ?? '',
        subtotalCents: toCents(cart.subtotal),
        at,
      });
      return readBack(session.id, at);
    },

    /** DELETE /api/cart/coupon: the cart without its coupon. */
    async removeCoupon(session: SessionContext): Promise<Cart> {
      if (!(await validCart(session)) || !session.id) return EMPTY_CART;
      await takeCouponOffSession(db, session.id);
      return readBack(session.id, session.clock.now);
    },
  };

  function keptVersion(version: repo.CartVersion, at: Date): repo.CartVersion {
    return `${version}|${isoDate(localDay(at))}`;
  }

  /** The cart answer with its discount lines (decision 030): offers of its location and its coupon. */
  async function withDiscounts(
    sessionId: string,
    cart: Cart,
    products: ReadonlyMap<string, CatalogueProduct>,
    at: Date,
    couponId: number | null,
  ): Promise<Cart> {
    if (cart.items.length === 0 || !cart.location) return cart;
    // Only what checkout can sell is discounted, as in the quote.
    const sellable = cart.items.filter((item) => !item.problem);
    const found = await discountsFor(db, {
      sessionId,
      location: cart.location,
      at,
      couponId,
      ...(deps.offers ? { offers: deps.offers } : {}),
      lines: sellable.map((item) => {
        // Offers name products in Dutch: the catalogue's name, never the answer's (English on /en).
        const name = products.get(item.productId)?.name ?? item.name;
        return {
          name,
          category: item.category,
          quantity: item.quantity,
          totalCents: toCents(item.total),
          // Offers discount the base as charged, never the options (decision 038): 0 for a loose sauce.
          baseUnitCents: isLooseSauce({ ...item, name }) ? 0 : toCents(item.price),
          vatRate: products.get(item.productId)?.vatRate,
        };
      }),
    });
    const ids = sellable.map((item) => item.id);
    return {
      ...cart,
      discounts: discountsInEuros(found.discounts, (i) => ids[i]!),
      total: toEuros(toCents(cart.subtotal) - discountTotal(found.discounts)),
      coupon: couponInEuros(found.coupon),
    };
  }

  /** The kept answers go by session and language: the names in them are in the caller's (issue 20). */
  function keptKey(sessionId: string): string {
    const lang = currentLang();
    return lang === 'nl' ? sessionId : `${lang}:${sessionId}`;
  }

  /**
   * Reads a session's whole cart and keeps its answer for the next GET; null without the session.
   * The generation is taken before the read, so a cart read before a drop of kept answers is not kept.
   */
  async function readAndKeep(sessionId: string, at: Date): Promise<{ cart: Cart; json: string } | null> {
    const generation = answers.generation();
    const stored = await repo.readCart(db, sessionId);
    if (!stored) return null;
    const products = await productsOf(stored.lines);
    const cart = cartSchema.parse(
      await withDiscounts(sessionId, toCart(stored, products), products, at, stored.couponId),
    );
    const json = JSON.stringify(cart);
    answers.set(keptKey(sessionId), keptVersion(stored.version, at), json, generation);
    return { cart, json };
  }

  /** The catalogue's products of these lines (held in memory; one query when it was dropped). */
  async function productsOf(lines: readonly repo.LineRow[]): Promise<Map<string, CatalogueProduct>> {
    const products = new Map<string, CatalogueProduct>();
    for (const line of lines) {
      if (products.has(line.product_id)) continue;
      const product = await catalogue.product(line.product_id);
      if (product) products.set(product.id, product);
    }
    return products;
  }

  /** The whole cart after a write to it (every cart answer is the whole cart). */
  async function readBack(sessionId: string, at: Date): Promise<Cart> {
    return (await readAndKeep(sessionId, at))?.cart ?? EMPTY_CART;
  }

  /** The session's cart when the session is still valid, else null (an expired cart is no cart). */
  async function validCart(session: SessionContext): Promise<repo.StoredCart | null> {
    if (session.id === null) return null;
    const version = await repo.readCartVersion(db, session.id, session.clock);
    return version ? repo.readCart(db, session.id) : null;
  }

  async function expired(session: SessionContext): Promise<never> {
    await startFresh(session);
    throw new SessionExpiredError();
  }

  async function startFresh(session: SessionContext): Promise<void> {
    const replacing = session.id;
    const id = session.issue();
    await repo.createSession(db, id, replacing, session.clock);
  }
}

export type CartService = ReturnType<typeof createCartService>;
