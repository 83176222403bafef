/**
 * Whether a location takes orders now, in one line (Dutch or English, decision 034) for the chooser and the menu (issue 17,
 * item 6): open, only pickup left today, only orders for later, closed today, or paused by the owner.
 * Pure: the caller passes the clock, so the same answer comes out on the server and in tests.
 */
import {
  currentInterval,
  formatSlot,
  formatTime,
  isoDate,
  localDay,
  nextOpening,
  openIntervals,
  timeSlots,
  zonedTime,
  type Schedule,
} from './hours';
import * as m from '@gh/i18n/messages';
import { busyText, pausedUntilText } from './kitchen';

export type LocationState = 'open' | 'pickup-only' | 'later' | 'closed' | 'paused';

export interface LocationStatusInput {
  schedule: Schedule;
  now: Date;
  orderingPaused: boolean;
  pausedMessage: string | null;
  pickup: boolean;
  delivery: boolean;
  slotMinutes: number;
  prepMinutes: number;
  deliveryMinutes: number;
  /** Busy mode (issue 18): already counted in `prepMinutes`; named in the line for customers. */
  busyMinutes?: number;
  /** A pause that ends by itself at this time (issue 18). */
  pausedUntil?: Date | null;
}

export interface LocationStatus {
  state: LocationState;
  /** One line, e.g. "Nu open tot 22:00" or "Vandaag gesloten, bestel vooruit voor morgen 17:30". */
  text: string;
  /** The earliest time to pick up or have it delivered (ISO), ignoring full slots; null when not offered. */
  earliestPickup: string | null;
  earliestDelivery: string | null;
}

const MINUTE = 60_000;
/** Far enough to reach the next opening after a long closure, like the checkout's slot list. */
const SLOT_DAYS = 8;

function firstSlot(input: LocationStatusInput, leadMinutes: number): Date | null {
  return (
    timeSlots(input.schedule, {
      from: input.now,
      slotMinutes: input.slotMinutes,
      leadMinutes,
      days: SLOT_DAYS,
    })[0] ?? null
  );
}

/** The last slot that still starts before `end`, counted on the slot grid. */
function lastSlotBefore(end: Date, slotMinutes: number): Date {
  const step = slotMinutes * MINUTE;
  return new Date(Math.ceil(end.getTime() / step) * step - step);
}

/** Whether the location opens at all on the local day of `now` (earlier today or still to come). */
function opensToday(schedule: Schedule, now: Date): boolean {
  const day = localDay(now);
  const start = zonedTime(day, '00:00');
  const end = new Date(start.getTime() + 24 * 60 * MINUTE);
  return openIntervals(schedule, start, end).some(
    (i) => i.start >= start && isoDate(localDay(i.start)) === isoDate(day),
  );
}

/** `vandaag 17:30`, `morgen 17:30` or `zaterdag 28 november 17:30` (`tomorrow 5:30 pm`), seen from `now`. */
function when(at: Date, now: Date): string {
  return formatSlot(at, now);
}

/**
 * The earliest time to order for, in every sentence that says it ("bestel vooruit voor …", "bestellen
 * kan voor …"): one time when pickup and delivery start together or only one is offered, else both,
 * named ("afhalen vanaf vandaag 12:30 of bezorgen vanaf vandaag 13:00"). Saying only the earliest of
 * the two made the menu's "bestel vooruit voor 12:30" disagree with checkout's delivery at 13:00.
 */
function aheadText(pickupAt: Date | null, deliveryAt: Date | null, now: Date): string {
  if (pickupAt && deliveryAt && pickupAt.getTime() !== deliveryAt.getTime()) {
    return m.format_status_ahead_both({ pickup: when(pickupAt, now), delivery: when(deliveryAt, now) });
  }
  const at = pickupAt ?? deliveryAt;
  return at ? when(at, now) : '';
}

export function locationStatus(input: LocationStatusInput): LocationStatus {
  const status = baseStatus(input);
  const busy = busyText(input.busyMinutes ?? 0);
  if (!busy || status.state === 'paused' || status.state === 'closed') return status;
  return { ...status, text: `${status.text}. ${busy}` };
}

function baseStatus(input: LocationStatusInput): LocationStatus {
  const { schedule, now } = input;
  const pickupAt = input.pickup ? firstSlot(input, input.prepMinutes) : null;
  const deliveryAt = input.delivery ? firstSlot(input, input.prepMinutes + input.deliveryMinutes) : null;
  const base = {
    earliestPickup: pickupAt?.toISOString() ?? null,
    earliestDelivery: deliveryAt?.toISOString() ?? null,
  };
  if (input.orderingPaused) {
    const message = input.pausedMessage?.trim();
    const until = pausedUntilText(input.pausedUntil ?? null, now);
    return {
      state: 'paused',
      text: message
        ? m.format_status_paused_message({ until: until ? ` ${until}` : '', message })
        : m.format_status_paused({ until: until ? ` ${until}` : '' }),
      ...base,
    };
  }
  const earliest = [pickupAt, deliveryAt]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  const ahead = aheadText(pickupAt, deliveryAt, now);
  const open = currentInterval(schedule, now);
  if (open) {
    const inThisOpening = (slot: Date | null) => slot !== null && slot < open.end;
    const pickupNow = inThisOpening(pickupAt);
    const deliveryNow = inThisOpening(deliveryAt);
    if ((pickupNow || !input.pickup) && (deliveryNow || !input.delivery) && (pickupNow || deliveryNow)) {
      return { state: 'open', text: m.format_status_open_until({ time: formatTime(open.end) }), ...base };
    }
    if (pickupNow) {
      const last = formatTime(lastSlotBefore(open.end, input.slotMinutes));
      return { state: 'pickup-only', text: m.format_status_pickup_only({ time: last }), ...base };
    }
    if (earliest) {
      return {
        state: 'later',
        text: m.format_status_open_order_for({ time: formatTime(open.end), when: ahead }),
        ...base,
      };
    }
  }
  if (!earliest) {
    const next = nextOpening(schedule, now);
    return {
      state: 'closed',
      text: next ? m.format_status_closed_opens({ when: when(next, now) }) : m.format_status_closed_for_now(),
      ...base,
    };
  }
  if (open) return { state: 'later', text: m.format_status_order_for({ when: ahead }), ...base };
  return {
    state: 'closed',
    text: (opensToday(schedule, now)
      ? m.format_status_closed_now_order_ahead
      : m.format_status_closed_today_order_ahead)({ when: ahead }),
    ...base,
  };
}

/**
 * Why the earliest time of a fulfilment is not in the current opening while the location is open,
 * for the checkout's time list; null when there is nothing to explain.
 */
export function laterReason(
  input: LocationStatusInput,
  fulfilment: 'pickup' | 'delivery',
  firstFree: Date | null,
): string | null {
  if (input.orderingPaused) return null;
  const open = currentInterval(input.schedule, input.now);
  if (!open) return null;
  if (firstFree && firstFree < open.end) return null;
  const lead = input.prepMinutes + (fulfilment === 'delivery' ? input.deliveryMinutes : 0);
  const earliest = firstSlot(input, lead);
  const closes = formatTime(open.end);
  if (earliest && earliest < open.end) {
    return fulfilment === 'delivery'
      ? m.format_later_delivery_full({ time: closes })
      : m.format_later_pickup_full({ time: closes });
  }
  return fulfilment === 'delivery'
    ? m.format_later_delivery_too_late({ minutes: lead, time: closes })
    : m.format_later_pickup_too_late({ minutes: lead, time: closes });
}
