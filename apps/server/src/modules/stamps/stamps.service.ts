/**
 * The stamp card (issue 29 item 2, decision 052): a customer's progress per location, the claim of a
 * full card's reward for a cart (signed in only: knowing an address is not enough), and the reward the
 * price engine applies to a session's cart.
 */
import { toCents, toEuros, type StampReward } from '@gh/domain';
import {
  stampRewardFor,
  stampRewardText,
  type BasketStamps,
  type StampCard,
  type StampCardBody,
  type StampProgress,
  type StampRewardSetting,
} from '@gh/domain/stamps';
import type { Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import type { DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import * as repo from './stamps.repository';

export function rewardOf(card: repo.StampCardRow): StampRewardSetting {
  return card.rewardProduct !== null
    ? { product: card.rewardProduct }
    : { amountOff: toEuros(card.rewardAmountOffCents ?? 0) };
}

export function cardAnswer(card: repo.StampCardRow): StampCard {
  return {
    location: card.locationSlug,
    enabled: card.enabled,
    stampsNeeded: card.stampsNeeded,
    reward: rewardOf(card),
    minimumOrder: toEuros(card.minimumOrderCents),
  };
}

export function cardRow(location: string, body: StampCardBody, product: string | null) {
  return {
    locationSlug: location,
    enabled: body.enabled,
    stampsNeeded: body.stampsNeeded,
    rewardAmountOffCents: 'amountOff' in body.reward ? toCents(body.reward.amountOff) : null,
    rewardProduct: 'product' in body.reward ? product : null,
    minimumOrderCents: toCents(body.minimumOrder),
  };
}

/** A customer's progress on a location's card. */
export async function progressOn(
  db: DbOrTx,
  card: repo.StampCardRow,
  email: string | null,
  lang?: Lang,
): Promise<StampProgress> {
  return {
    location: card.locationSlug,
    stamps: email ? await repo.balance(db, card.locationSlug, email) : 0,
    needed: card.stampsNeeded,
    reward: stampRewardText(rewardOf(card), lang),
  };
}

/**
 * An order's stamp for its page and its confirmation e-mail (by the order's e-mail address: earning
 * needs no sign-in): whether it earned one, and that address's card; no card when the location has none.
 */
export async function stampsOfOrder(
  db: DbOrTx,
  publicId: string,
  lang?: Lang,
): Promise<{ earned: boolean; card: StampProgress | null }> {
  const order = await repo.orderStamp(db, publicId);
  if (!order) return { earned: false, card: null };
  const card = await repo.cardOf(db, order.location);
  if (!card?.enabled) return { earned: order.earned, card: null };
  return { earned: order.earned, card: await progressOn(db, card, order.email, lang) };
}

/**
 * The reward the engine applies to a session's cart at `location`: only when a signed-in customer
 * claimed it for this cart and the card is on and still full. Null otherwise.
 */
export async function sessionStampReward(
  db: DbOrTx,
  sessionId: string | null,
  location: string,
): Promise<StampReward | null> {
  if (!sessionId) return null;
  const claim = await repo.claimOf(db, sessionId);
  if (!claim || claim.locationSlug !== location) return null;
  const card = await repo.cardOf(db, location);
  if (!card?.enabled) return null;
  if ((await repo.balance(db, location, claim.email)) < card.stampsNeeded) return null;
  return stampRewardFor(location, rewardOf(card));
}

export function createStampsService({ db }: { db: DbOrTx }) {
  async function basket(
    location: string,
    email: string | null,
    sessionId: string | null,
  ): Promise<BasketStamps> {
    const card = await repo.cardOf(db, location);
    const claim = sessionId ? await repo.claimOf(db, sessionId) : null;
    return {
      card: card?.enabled ? await progressOn(db, card, email) : null,
      signedIn: email !== null,
      claimed: Boolean(card?.enabled && claim && claim.locationSlug === location && claim.email === email),
      minimumOrder: card ? toEuros(card.minimumOrderCents) : 0,
    };
  }

  return {
    basket,

    /** `GET /api/account/stamps`: every card that is on, with the customer's stamps. */
    async cardsOf(email: string): Promise<StampProgress[]> {
      const cards = await repo.enabledCards(db);
      return Promise.all(cards.map((card) => progressOn(db, card, email)));
    },

    /** Claims the full card's reward for the session's cart (signed in only). */
    async claim(location: string, email: string | null, sessionId: string | null): Promise<BasketStamps> {
      if (!email) throw new UnauthorizedError(m.stamps_needs_sign_in());
      const card = await repo.cardOf(db, location);
      if (!card?.enabled) throw new NotFoundError(m.stamps_not_full());
      if ((await repo.balance(db, location, email)) < card.stampsNeeded)
        throw new ConflictError(m.stamps_not_full());
      if (!sessionId) throw new ConflictError(m.stamps_not_full());
      await repo.setClaim(db, sessionId, location, email.toLowerCase());
      return basket(location, email, sessionId);
    },

    async unclaim(location: string, email: string | null, sessionId: string | null): Promise<BasketStamps> {
      if (sessionId) await repo.dropClaim(db, sessionId);
      return basket(location, email, sessionId);
    },

    /** The order page's line: whether the order earned a stamp, and the card of its e-mail address. */
    ofOrder: (publicId: string) => stampsOfOrder(db, publicId),
  };
}

export type StampsService = ReturnType<typeof createStampsService>;
