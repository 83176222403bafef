/**
 * The kitchen's side of an order after payment (issue 18, decision 024): accepting with a preparation
 * time, rejecting with a reason, delaying, and a location's busy mode and timed pause. Pure: the
 * server and the board compute the same times.
 */
import { z } from './zod';
import { singleLine } from './text';
import * as m from '@gh/i18n/messages';
import { formatTime } from './hours';

/** The preparation times a cook picks from when accepting (the location's default is preselected). */
export const ACCEPT_MINUTES = [10, 15, 20, 30, 45] as const;
/** What "+10 min" and its siblings add to an accepted order. */
export const DELAY_MINUTES = [5, 10, 15, 30] as const;
/** Busy mode: extra minutes on every new estimate and on the first slots offered. */
export const BUSY_MINUTES = [0, 15, 30] as const;
/** A pause of online orders that ends by itself; `next_opening` lasts until the location opens again. */
export const PAUSE_DURATIONS = [15, 30, 60, 'next_opening'] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];
/** Auto-accept choices of a location: after so many minutes without a cook (null: never). */
export const AUTO_ACCEPT_MINUTES = [2, 3, 5, 10] as const;
/** A paid order not accepted within this many minutes stands out on the board. */
export const WAITING_ALERT_MINUTES = 3;

export const KITCHEN_MESSAGES = {
  minutes: 'Kies een bereidingstijd tussen 5 en 120 minuten.',
  delayMinutes: 'Kies een vertraging tussen 5 en 60 minuten.',
  rejectReasonRequired: 'Geef een reden op voor het weigeren.',
  rejectReason: 'Kies een reden: Uitverkocht, Te druk, Gesloten, Buiten bezorggebied of Anders.',
  rejectNoteRequired: 'Schrijf bij "Anders" kort de reden.',
  rejectNoteOnlyOther: 'Een eigen tekst hoort alleen bij "Anders".',
  soldOutOnlyWithReason: 'Uitverkocht melden kan alleen met de reden "Uitverkocht".',
  soldOutLocation: 'Kies een locatie.',
  soldOutKind: 'Kies een product of een optie.',
  soldOutFlag: 'Zeg of het uitverkocht is (true) of weer leverbaar (false).',
  untilOnlySoldOut: '"Tot de volgende opening" hoort alleen bij uitverkocht melden.',
  soldOutNotHere: 'Dit product of deze optie bestaat niet op deze locatie.',
  soldOutId: 'Kies producten of opties van deze locatie om als uitverkocht te melden.',
  notWaiting: 'Deze bestelling is al geaccepteerd of geannuleerd.',
  notAccepted: 'Alleen een geaccepteerde bestelling die nog niet klaar is kan later worden.',
  busyMinutes: 'Kies 0, 15 of 30 minuten extra.',
  pauseDuration: 'Kies 15, 30 of 60 minuten of tot de volgende opening.',
  autoAccept: 'Kies na hoeveel minuten een bestelling vanzelf wordt geaccepteerd, of uit.',
} as const;

export const acceptBodySchema = z.object({
  minutes: z
    .number(KITCHEN_MESSAGES.minutes)
    .int(KITCHEN_MESSAGES.minutes)
    .min(5, KITCHEN_MESSAGES.minutes)
    .max(120, KITCHEN_MESSAGES.minutes),
});
/**
 * Why a cook rejects an order (issue 27 item 4): a closed list, one tap each. The customer reads the
 * reason in the language of their order; the free text goes only with `other` ("Anders").
 */
export const REJECT_REASONS = ['sold_out', 'too_busy', 'closed', 'outside_area', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The reason as the customer (or, without a language, the cook) reads it: "Uitverkocht", or the text of "Anders". */
export function rejectReasonText(reason: RejectReason, note?: string | null, lang?: 'nl' | 'en'): string {
  const options = lang ? { locale: lang } : undefined;
  switch (reason) {
    case 'sold_out':
      return m.reject_reason_sold_out({}, options);
    case 'too_busy':
      return m.reject_reason_too_busy({}, options);
    case 'closed':
      return m.reject_reason_closed({}, options);
    case 'outside_area':
      return m.reject_reason_outside_area({}, options);
    case 'other':
      return note?.trim() || m.reject_reason_other({}, options);
  }
}

const rejectReasonSchema = z.enum(REJECT_REASONS, KITCHEN_MESSAGES.rejectReason);
const rejectNoteSchema = singleLine(KITCHEN_MESSAGES.rejectNoteRequired).max(300, 'De reden is te lang.');
const idList = z
  .array(z.uuid(KITCHEN_MESSAGES.soldOutId), KITCHEN_MESSAGES.soldOutId)
  .max(50, KITCHEN_MESSAGES.soldOutId);

/** "Anders" needs its text, and only "Anders" has one; sold-out marks go only with "Uitverkocht". */
function checkReason(
  body: { reason?: RejectReason | undefined; note?: string | undefined; soldOut?: unknown },
  ctx: z.RefinementCtx,
) {
  if (body.reason === 'other' && !body.note?.trim())
    ctx.addIssue({ code: 'custom', path: ['note'], message: KITCHEN_MESSAGES.rejectNoteRequired });
  if (body.reason !== 'other' && body.note !== undefined)
    ctx.addIssue({ code: 'custom', path: ['note'], message: KITCHEN_MESSAGES.rejectNoteOnlyOther });
  if (body.reason !== 'sold_out' && body.soldOut !== undefined)
    ctx.addIssue({ code: 'custom', path: ['soldOut'], message: KITCHEN_MESSAGES.soldOutOnlyWithReason });
}

export const rejectBodySchema = z
  .object({
    reason: rejectReasonSchema,
    /** Only with `other`: one line (decision 039). */
    note: rejectNoteSchema.optional(),
    /** Only with `sold_out`: what goes off the menu at once, in the same step (products and options). */
    soldOut: z
      .object({ productIds: idList.default([]), optionIds: idList.default([]) }, KITCHEN_MESSAGES.soldOutId)
      .optional(),
  })
  .superRefine(checkReason);
export type RejectBody = z.output<typeof rejectBodySchema>;
/** A cancellation's reason through the plain status change (admin): the same list. */
export const cancelReasonFields = {
  reason: rejectReasonSchema.optional(),
  note: rejectNoteSchema.optional(),
};
export { checkReason as checkRejectReason };

export const delayBodySchema = z.object({
  minutes: z
    .number(KITCHEN_MESSAGES.delayMinutes)
    .int(KITCHEN_MESSAGES.delayMinutes)
    .min(5, KITCHEN_MESSAGES.delayMinutes)
    .max(60, KITCHEN_MESSAGES.delayMinutes),
});
export const busyBodySchema = z.object({
  minutes: z.union(
    BUSY_MINUTES.map((m) => z.literal(m)),
    KITCHEN_MESSAGES.busyMinutes,
  ),
});
export const autoAcceptSchema = z
  .union(
    AUTO_ACCEPT_MINUTES.map((m) => z.literal(m)),
    KITCHEN_MESSAGES.autoAccept,
  )
  .nullable();

/**
 * When an accepted order is ready (pickup) or delivered: `minutes` of cooking from now, the drive for
 * a delivery and the busy minutes, never before the time the customer asked for.
 */
export function acceptedExpectedAt(input: {
  now: Date;
  minutes: number;
  fulfilment: string;
  deliveryMinutes: number;
  busyMinutes: number;
  requestedTime: Date | null;
}): Date {
  const lead =
    input.minutes + (input.fulfilment === 'delivery' ? input.deliveryMinutes : 0) + input.busyMinutes;
  const earliest = new Date(input.now.getTime() + lead * 60_000);
  return input.requestedTime && input.requestedTime > earliest ? input.requestedTime : earliest;
}

/** A delay counts from the time told, or from now when that has passed: never a time in the past. */
export function delayedExpectedAt(expectedAt: Date, minutes: number, now: Date): Date {
  const from = expectedAt > now ? expectedAt : now;
  return new Date(from.getTime() + minutes * 60_000);
}

/** Whether online orders are paused at `now`: switched off, or paused until a time still ahead. */
export function isPaused(
  location: { orderingPaused: boolean; pausedUntil: Date | null },
  now: Date,
): boolean {
  return location.orderingPaused || (location.pausedUntil !== null && location.pausedUntil > now);
}

/**
 * A location's ordering settings as they hold at `now`: a timed pause that has ended is gone, and
 * busy minutes count as preparation time, so every estimate and the first slots move with them.
 */
export function effectiveOrdering<
  L extends { orderingPaused: boolean; pausedUntil: Date | null; prepMinutes: number; busyMinutes: number },
>(location: L, now: Date): L {
  return {
    ...location,
    orderingPaused: isPaused(location, now),
    prepMinutes: location.prepMinutes + location.busyMinutes,
  };
}

/** The customers' line for a busy location. */
export function busyText(busyMinutes: number): string | null {
  return busyMinutes > 0 ? m.format_status_busy({ minutes: busyMinutes }) : null;
}

/** The customers' line for a paused location, with the time it ends when it ends by itself. */
export function pausedUntilText(pausedUntil: Date | null, now: Date): string | null {
  return pausedUntil && pausedUntil > now
    ? m.format_status_paused_until({ time: formatTime(pausedUntil) })
    : null;
}

/** The board's stream sends a heartbeat every 15 s; this long without one, the board reconnects. */
export const BOARD_STALE_MS = 40_000;

/**
 * Sold out from the board (issue 27 item 5): a product or one option of it, off the menu at once, back
 * by a cook's tap ("Weer leverbaar") or by itself at the location's next opening.
 */
export const SOLD_OUT_KINDS = ['product', 'option'] as const;
export const soldOutItemSchema = z.object({
  kind: z.enum(SOLD_OUT_KINDS),
  id: z.string(),
  /** The product's name, or the option's choice. */
  name: z.string(),
  /** For an option: the product it belongs to. */
  productName: z.string().nullable(),
  soldOut: z.boolean(),
  /** When it comes back by itself (the next opening); null: until put back by hand. */
  backAt: z.string().nullable(),
});
export type SoldOutItem = z.output<typeof soldOutItemSchema>;
export const soldOutListSchema = z.object({
  /** Everything of the location, what is sold out first (the "Weer leverbaar" list is the sold-out part). */
  items: z.array(soldOutItemSchema),
});
export type SoldOutList = z.output<typeof soldOutListSchema>;
export const soldOutBodySchema = z
  .object({
    location: z.string(KITCHEN_MESSAGES.soldOutLocation).min(1, KITCHEN_MESSAGES.soldOutLocation).max(50),
    kind: z.enum(SOLD_OUT_KINDS, KITCHEN_MESSAGES.soldOutKind),
    id: z.uuid(KITCHEN_MESSAGES.soldOutId),
    soldOut: z.boolean(KITCHEN_MESSAGES.soldOutFlag),
    /** Comes back by itself at the next opening. */
    untilNextOpening: z.boolean(KITCHEN_MESSAGES.soldOutFlag).default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.soldOut && body.untilNextOpening)
      ctx.addIssue({
        code: 'custom',
        path: ['untilNextOpening'],
        message: KITCHEN_MESSAGES.untilOnlySoldOut,
      });
  });
