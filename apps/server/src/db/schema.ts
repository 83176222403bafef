/** The one database schema; drizzle-kit turns changes into forward-only migrations in ./drizzle. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OfferRule } from '@gh/domain';
import type { Lang } from '@gh/i18n';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// --- Locations -------------------------------------------------------------------------------

export const locations = pgTable('locations', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  pickup: boolean('pickup').notNull().default(true),
  delivery: boolean('delivery').notNull().default(true),
  orderingPaused: boolean('ordering_paused').notNull().default(false),
  pausedMessage: text('paused_message'),
  slotMinutes: integer('slot_minutes').notNull().default(15),
  slotCapacity: integer('slot_capacity').notNull().default(8),
  prepMinutes: integer('prep_minutes').notNull().default(20),
  deliveryMinutes: integer('delivery_minutes').notNull().default(30),
  /** Minutes after which a paid order nobody accepted is accepted with `prep_minutes`; null: never. */
  autoAcceptMinutes: integer('auto_accept_minutes'),
  /** Busy mode: minutes added to every new estimate and to the first slots offered (0, 15 or 30). */
  busyMinutes: integer('busy_minutes').notNull().default(0),
  /** Online orders paused until this moment; the pause then ends by itself. */
  pausedUntil: timestamp('paused_until', { withTimezone: true }),
  position: integer('position').notNull().default(0),
  /** The VAT rate of the delivery fee; null: the order's main rate (decision 027). */
  deliveryVatRate: smallint('delivery_vat_rate'),
  /** The legal entity on receipts, credit notes and the footer (migration 0020, decision 044); null: not set. */
  legalName: text('legal_name'),
  /** Its address as one line ("Straat 1, 1234 AB Plaats"); null: the restaurant's own address. */
  legalAddress: text('legal_address'),
  /** 8 digits. */
  kvkNumber: text('kvk_number'),
  /** The btw-id, `NL123456789B01`. */
  vatNumber: text('vat_number'),
  updatedAt: updatedAt(),
});

/** Weekday 1 (Monday) to 7 (Sunday); closes before opens means the period runs past midnight. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: serial('id').primaryKey(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [index('opening_hours_location_idx').on(t.locationSlug, t.weekday)],
);

/** A closed day (closed = true) or other hours on one date. */
export const openingExceptions = pgTable(
  'opening_exceptions',
  {
    id: serial('id').primaryKey(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    closed: boolean('closed').notNull().default(true),
    opens: text('opens'),
    closes: text('closes'),
    note: text('note'),
  },
  (t) => [index('opening_exceptions_location_idx').on(t.locationSlug, t.date)],
);

/** Four-digit postcode ranges, inclusive. */
export const deliveryZones = pgTable('delivery_zones', {
  id: serial('id').primaryKey(),
  locationSlug: text('location_slug')
    .notNull()
    .references(() => locations.slug, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  postcodeFrom: integer('postcode_from').notNull(),
  postcodeTo: integer('postcode_to').notNull(),
  feeCents: integer('fee_cents').notNull(),
  minOrderCents: integer('min_order_cents').notNull(),
});

// --- Catalogue -------------------------------------------------------------------------------

export const categories = pgTable('categories', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  /** English beside the Dutch (issue 20, migration 0018): null or '' is not translated yet. */
  nameEn: text('name_en'),
  position: integer('position').notNull().default(0),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    categorySlug: text('category_slug')
      .notNull()
      .references(() => categories.slug),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** English beside the Dutch (issue 20, migration 0018): null or '' is not translated yet. */
    nameEn: text('name_en'),
    descriptionEn: text('description_en'),
    priceCents: integer('price_cents').notNull(),
    image: text('image'),
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mayContain: text('may_contain')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    available: boolean('available').notNull().default(true),
    /** Sold out until the location's next opening (issue 27 item 5); null: until put back by hand. */
    backAt: timestamp('back_at', { withTimezone: true }),
    popular: boolean('popular').notNull().default(false),
    /** "Geen losse saus": priced as a product even when its name or category says sauce (decision 017). */
    notLooseSauce: boolean('not_loose_sauce').notNull().default(false),
    /** "Alcohol (18+)": checkout asks the customer to confirm 18+, staff check an ID (decision 048). */
    ageRestricted: boolean('age_restricted').notNull().default(false),
    /** 9 (food, non-alcoholic drinks) or 21 (decision 027). */
    vatRate: smallint('vat_rate').notNull().default(9),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_location_idx').on(t.locationSlug, t.categorySlug, t.position)],
);

export const optionGroups = pgTable(
  'option_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    /** How many of one option a customer may take (sauces: "Knoflooksaus x2"); 1 for most groups. */
    maxMultiplier: integer('max_multiplier').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('option_groups_product_idx').on(t.productId)],
);

export const options = pgTable(
  'options',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    choice: text('choice').notNull(),
    choiceEn: text('choice_en'),
    priceCents: integer('price_cents').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** What this option adds to the product (decision 022). */
    allergens: text('allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mayContain: text('may_contain')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Sold out by the owner's hand; an option named like a sold-out product is sold out too. */
    soldOut: boolean('sold_out').notNull().default(false),
    /** Sold out until the location's next opening (issue 27 item 5); null: until put back by hand. */
    backAt: timestamp('back_at', { withTimezone: true }),
  },
  (t) => [index('options_group_idx').on(t.groupId)],
);

// --- Sessions and carts ----------------------------------------------------------------------

/** A visitor's session; the cookie holds a random token, the id is its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    location: text('location'),
    /** The coupon code the visitor applied to the cart (decision 030). */
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A cart that staff fill for a phone or walk-in order (decision 029): 'phone' or 'counter'. */
    source: text('source'),
    enteredBy: uuid('entered_by'),
    enteredByEmail: text('entered_by_email'),
    payAtPickup: boolean('pay_at_pickup').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

/** A cart line: a snapshot of the catalogue price at the moment of adding; checkout recomputes. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    location: text('location').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    selectedOptions: jsonb('selected_options')
      .$type<{ optionId: string; choice: string; priceCents: number }[]>()
      .notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_lines_session_key_idx').on(t.sessionId, t.lineKey)],
);

// --- Orders and payments ---------------------------------------------------------------------

export interface OrderLineSnapshot {
  productId: string;
  name: string;
  category: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /**
   * The product's own price of one unit as charged, without its options (0 for a loose sauce): what
   * offers discount (decision 038). Absent on older orders.
   */
  baseUnitCents?: number;
  /** The pricing rule the line was charged by (since decision 017). */
  rule?: 'product' | 'loose-sauce';
  /** Sold only to adults: staff check an ID at handover (decision 048). Absent: not restricted. */
  ageRestricted?: boolean;
  /**
   * Each option at the price of one piece, how many and the amount charged per unit of the line
   * (`count` and `amountCents` since decision 017; older orders lack them).
   */
  selectedOptions: {
    choice: string;
    priceCents: number;
    count?: number;
    amountCents?: number;
    /** The option's English name with its multiplier (`Garlic sauce x2`), as `choice` (issue 20). */
    choiceEn?: string;
  }[];
  /** The product's English name when it was sold (issue 20); absent when it had none, or on older orders. */
  nameEn?: string;
  /** What the line contains with the options chosen (decision 022); absent on older orders. */
  allergens?: string[];
  /** The product's VAT rate when sold (decision 027); absent on older orders, which were 9%. */
  vatRate?: number;
}

/** An order's VAT at one rate as charged (decision 027): gross includes it, net = gross - VAT. */
export interface OrderVatPart {
  rate: number;
  grossCents: number;
  netCents: number;
  vatCents: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    number: serial('number').notNull().unique(),
    idempotencyKey: text('idempotency_key').unique(),
    sessionId: text('session_id'),
    locationSlug: text('location_slug')
      .notNull()
      .references(() => locations.slug),
    status: text('status').notNull().default('pending_payment'),
    fulfilment: text('fulfilment').notNull(),
    customerName: text('customer_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    postcode: text('postcode'),
    houseNumber: text('house_number'),
    addition: text('addition'),
    street: text('street'),
    city: text('city'),
    requestedTime: timestamp('requested_time', { withTimezone: true }),
    expectedAt: timestamp('expected_at', { withTimezone: true }).notNull(),
    remarks: text('remarks'),
    lines: jsonb('lines').$type<OrderLineSnapshot[]>().notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    /** The VAT per rate, lines and delivery fee together (decision 027). */
    vatParts: jsonb('vat_parts')
      .$type<OrderVatPart[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The rate the delivery fee was charged at. */
    deliveryVatRate: smallint('delivery_vat_rate').notNull().default(9),
    /** The discount lines as sold, per line and per VAT rate (decision 030); subtotal is before them. */
    discounts: jsonb('discounts')
      .$type<OrderDiscount[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    discountCents: integer('discount_cents').notNull().default(0),
    couponId: integer('coupon_id').references((): AnyPgColumn => coupons.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the kitchen (or the location's auto-accept) accepted the paid order. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** When the confirmation e-mail entered the outbox (decision 019; the outbox row says when it went out). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    /** Unused since the outbox (decision 019); was: since when one process had been sending it. */
    confirmationClaimedAt: timestamp('confirmation_claimed_at', { withTimezone: true }),
    /** Until when an order waiting for payment holds its place in its slot (decision 018). */
    holdUntil: timestamp('hold_until', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '15 minutes'`),
    /** When its hold ran out unpaid; cleared when a new payment renews the hold. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** When its personal data was removed (a privacy request or the retention sweep, issue 21). */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * 'online', or 'phone'/'counter' for an order staff entered (decision 029): copied from its cart
     * session by the trigger orders_take_staff_source (src/db/functions/), with who entered it.
     */
    source: text('source').notNull().default('online'),
    enteredBy: uuid('entered_by'),
    enteredByEmail: text('entered_by_email'),
    /** Paid at the counter on pickup: on the board before it is paid; paid_at is set when staff record it. */
    payAtPickup: boolean('pay_at_pickup').notNull().default(false),
    /** The language it was placed in (issue 20): its e-mails use it, the board shows it. */
    lang: text('lang').$type<Lang>().notNull().default('nl'),
    /**
     * A hash of the client address (IPv6 by its /64) that placed it, while it waits for payment:
     * place_order counts the unpaid orders of one address (issue 26 item 4). Cleared when the order no
     * longer holds its place; null for orders staff entered.
     */
    clientKey: text('client_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.anonymisedAt} is null`),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    index('orders_location_status_idx').on(t.locationSlug, t.status, t.createdAt),
    index('orders_slot_idx').on(t.locationSlug, t.expectedAt),
    index('orders_unpaid_hold_idx')
      .on(t.holdUntil)
      .where(sql`${t.status} = 'pending_payment'`),
    index('orders_client_key_idx')
      .on(t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index('orders_unpaid_session_idx')
      .on(t.sessionId)
      .where(sql`${t.status} = 'pending_payment'`),
    index('orders_unaccepted_idx')
      .on(t.paidAt)
      .where(sql`${t.status} = 'paid'`),
    index('orders_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('orders_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_phone_idx').on(sql`regexp_replace(${t.phone}, '\\D', '', 'g') text_pattern_ops`),
    index('orders_postcode_idx').on(t.postcode),
    index('orders_paid_idx')
      .on(t.locationSlug, t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_paid_at_idx')
      .on(t.paidAt)
      .where(sql`${t.paidAt} is not null`),
    index('orders_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.couponId} is not null`),
    index('orders_source_idx')
      .on(t.source, t.createdAt)
      .where(sql`${t.source} <> 'online'`),
    check('orders_lang_check', sql`${t.lang} in ('nl', 'en')`),
  ],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    checkoutUrl: text('checkout_url'),
    /** 'cash' or 'pin' for a payment taken at the counter (provider 'counter'); null for a provider's. */
    method: text('method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** A refund line: which order line, how many of it, and what that gave back at which rate. */
export interface RefundLineSnapshot {
  /** The line's place in the order's `lines`. */
  index: number;
  name: string;
  quantity: number;
  grossCents: number;
  vatRate: number;
}

/**
 * Money given back (decision 028): one row per refund, full or partial, by staff or by the site
 * itself (a cancelled paid order, a payment too late or twice). `number` is its credit note's.
 * A trigger refuses refunds of a payment beyond what it paid.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: serial('number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** The order lines refunded, when staff chose lines; null for an amount or a full refund. */
    lines: jsonb('lines').$type<RefundLineSnapshot[]>(),
    /** The VAT per rate given back; empty for money that paid no sale (a payment twice). */
    vatParts: jsonb('vat_parts').$type<OrderVatPart[]>().notNull().default([]),
    /** Who: `admin:<e-mail>`, or `system` for the site's own refunds. */
    actor: text('actor').notNull(),
    /** The caller's key (an Idempotency-Key, or `auto:<paymentId>`): one refund per key and order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The key the provider is asked with, so asking again after a crash never refunds twice. */
    providerKey: text('provider_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** `due` until the provider made it, then `refunded`. */
    status: text('status').notNull().default('due'),
    /** Since when one caller has been asking the provider (one at a time). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refunds_order_key_idx').on(t.orderId, t.idempotencyKey),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_due_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'due'`),
    index('refunds_created_idx').on(t.createdAt),
  ],
);

/**
 * The reports' rollup (decision 032, migration 0016): what paid orders add to the reports, summed per
 * location, Amsterdam day, kind (order, vat, hour, product, option, slot) and key. Written only from
 * the triggers on orders (report_facts says what each kind counts), through reportRollupDelta; read
 * by the reports.
 */
export const reportRollup = pgTable(
  'report_rollup',
  {
    locationSlug: text('location_slug').notNull(),
    day: date('day').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    /** Contributions (orders, VAT parts, lines, options); a row at 0 is removed. */
    n: bigint('n', { mode: 'number' }).notNull().default(0),
    a: bigint('a', { mode: 'number' }).notNull().default(0),
    b: bigint('b', { mode: 'number' }).notNull().default(0),
    c: bigint('c', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'report_rollup_pkey', columns: [t.locationSlug, t.day, t.kind, t.key] }),
    index('report_rollup_day_idx').on(t.day, t.kind),
    index('report_rollup_empty_idx')
      .on(t.locationSlug)
      .where(sql`${t.n} = 0`),
  ],
);

/** The differences the triggers write, folded into reportRollup by report_rollup_compact(). */
export const reportRollupDelta = pgTable('report_rollup_delta', {
  locationSlug: text('location_slug').notNull(),
  day: date('day').notNull(),
  kind: text('kind').notNull(),
  key: text('key').notNull(),
  n: bigint('n', { mode: 'number' }).notNull(),
  a: bigint('a', { mode: 'number' }).notNull(),
  b: bigint('b', { mode: 'number' }).notNull(),
  c: bigint('c', { mode: 'number' }).notNull(),
});

/**
 * The built-in demo payment provider's own records (it stands in for Mollie, so it keeps its state
 * apart from our `payments`, and every instance sees the same state).
 */
export const demoPayments = pgTable('demo_payments', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status').notNull().default('open'),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  createdAt: createdAt(),
});

/** The demo provider's refunds, one per idempotency key. */
export const demoRefunds = pgTable('demo_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentId: text('payment_id')
    .notNull()
    .references(() => demoPayments.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: createdAt(),
});

// --- Admin -----------------------------------------------------------------------------------

export const adminUsers = pgTable(
  'admin_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    locationSlug: text('location_slug').references(() => locations.slug),
    /**
     * invited: no password of its own yet (decision 047); active; deactivated: cannot sign in or
     * reset, and its sessions are gone.
     */
    status: text('status').$type<AdminUserStatus>().notNull().default('active'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  () => [check('admin_users_status_check', sql`"status" IN ('invited', 'active', 'deactivated')`)],
);

export type AdminUserStatus = 'invited' | 'active' | 'deactivated';

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_user_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A password reset (30 minutes) or an invitation (72 hours, decision 047). */
    purpose: text('purpose').$type<'reset' | 'invite'>().notNull().default('reset'),
    createdAt: createdAt(),
  },
  () => [check('password_reset_tokens_purpose_check', sql`"purpose" IN ('reset', 'invite')`)],
);

/** Failed sign-ins per key (an account or a client address) in a sliding window. */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  userEmail: text('user_email').notNull(),
  action: text('action').notNull(),
  entity: text('entity').notNull(),
  entityId: text('entity_id'),
  details: jsonb('details'),
  createdAt: createdAt(),
});

// --- Content ---------------------------------------------------------------------------------

export const newsArticles = pgTable('news_articles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  body: text('body').notNull(),
  titleEn: text('title_en'),
  summaryEn: text('summary_en'),
  bodyEn: text('body_en'),
  image: text('image'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** A discount line of an order as sold (decision 030): what `applyDiscounts` answered. */
export interface OrderDiscount {
  source: string;
  label: string;
  /** The offer's English title as sold (issue 20); absent when it had none (or on older orders). */
  labelEn?: string;
  amountCents: number;
  lines: { index: number; amountCents: number }[];
  byRate: { rate: number; amountCents: number }[];
}

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  badge: text('badge'),
  titleEn: text('title_en'),
  descriptionEn: text('description_en'),
  badgeEn: text('badge_en'),
  locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'cascade' }),
  productName: text('product_name'),
  image: text('image'),
  validFrom: date('valid_from').notNull(),
  validUntil: date('valid_until').notNull(),
  /** What the price engine does with it (decision 030); null: an offer that is only shown. */
  rule: jsonb('rule').$type<OfferRule>(),
  /** ISO weekdays (1 Monday … 7 Sunday) it applies on; null: every day. */
  weekdays: smallint('weekdays').array(),
  active: boolean('active').notNull().default(true),
});

/** A coupon code (decision 030): percent or amount off, a period, a use limit and a minimum order. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    percentOff: smallint('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'cascade' }),
    validFrom: date('valid_from').notNull(),
    validUntil: date('valid_until').notNull(),
    maxUses: integer('max_uses'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    /** "Combineert met aanbiedingen" (decision 038): on top of the offers, or else whichever gives more. */
    combinesWithOffers: boolean('combines_with_offers').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  () => [
    check('coupons_one_kind_check', sql`("percent_off" IS NULL) <> ("amount_off_cents" IS NULL)`),
    check('coupons_percent_check', sql`"percent_off" BETWEEN 1 AND 100`),
    check('coupons_amount_check', sql`"amount_off_cents" > 0`),
    check('coupons_max_uses_check', sql`"max_uses" > 0`),
  ],
);

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  locationSlug: text('location_slug')
    .notNull()
    .references(() => locations.slug, { onDelete: 'cascade' }),
  author: text('author').notNull(),
  rating: smallint('rating').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

export const vacancies = pgTable('vacancies', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  locationSlug: text('location_slug').references(() => locations.slug, { onDelete: 'cascade' }),
  hours: text('hours').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  titleEn: text('title_en'),
  hoursEn: text('hours_en'),
  summaryEn: text('summary_en'),
  descriptionEn: text('description_en'),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
});

export const galleryImages = pgTable('gallery_images', {
  id: serial('id').primaryKey(),
  src: text('src').notNull(),
  alt: text('alt').notNull(),
  caption: text('caption'),
  altEn: text('alt_en'),
  captionEn: text('caption_en'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  position: integer('position').notNull().default(0),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    locationSlug: text('location_slug').references(() => locations.slug),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    vacancyId: integer('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    motivation: text('motivation').notNull(),
    cvFilename: text('cv_filename'),
    cvPath: text('cv_path'),
    /** The applicant agreed on the form that we keep the application a year instead of 4 weeks. */
    keepConsent: boolean('keep_consent').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('job_applications_created_idx').on(t.createdAt)],
);

// --- Privacy (issue 21) ----------------------------------------------------------------------

/** A privacy request's link: the e-mail holds the token, this table only its SHA-256. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link was used for a deletion; it works no more after that. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('privacy_requests_expires_idx').on(t.expiresAt)],
);

// --- Customer accounts: "Mijn Gouden Haan" by e-mail link (issue 29, decision 049) -------------

/** What a customer asked us to keep for next time; stored only with their consent. */
export interface CustomerDetails {
  name: string;
  phone: string;
  addresses: { postcode: string; houseNumber: string; addition: string; street: string; city: string }[];
}

export const customerAccounts = pgTable('customer_accounts', {
  /** Lowercase: one account per address, however it is typed. */
  email: text('email').primaryKey(),
  details: jsonb('details').$type<CustomerDetails>(),
  consentedAt: timestamp('consented_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const customerSignInLinks = pgTable(
  'customer_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('customer_sign_in_links_expires_idx').on(t.expiresAt),
    index('customer_sign_in_links_email_idx').on(t.email),
  ],
);

export const customerSessions = pgTable(
  'customer_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_sessions_email_idx').on(t.email)],
);

/** Settings of the whole site that the owner changes in the admin (key → JSON value). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

// --- Rate limits and the e-mail outbox (decision 019) ------------------------------------------

/** Requests counted per key in buckets of a tenth of the limit's window; shared by every instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    /** When the bucket no longer counts for its limit and may be pruned. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limits_expires_at_idx').on(t.expiresAt),
  ],
);

/** Every e-mail the site sends, stored with what caused it and sent by the outbox worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Makes a message that must go out once (an order's confirmation) enter the outbox once. */
    dedupeKey: text('dedupe_key').unique(),
    message: jsonb('message').notNull(),
    /** pending, sent or failed (gave up after the last retry). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker sending it holds it until then; after that another worker may try. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A browser's Web Push subscription for one order (issue 29 item 4, decision 050): deleted when the
 * order ends, when its push service says it is gone (404/410), or with the order.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser (https, a known push service). */
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key and auth secret (RFC 8291), base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('push_subscriptions_order_endpoint_unique').on(t.orderId, t.endpoint)],
);

// --- Kitchen printing through Star CloudPRNT (decision 031) -------------------------------------

/** A location's receipt printer: its URL's token (hashed) and what it last reported. */
export const printers = pgTable(
  'printers',
  {
    locationSlug: text('location_slug')
      .primaryKey()
      .references(() => locations.slug, { onDelete: 'cascade' }),
    /** sha256 of the token in the printer's URL; the token itself is shown once. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastPollAt: timestamp('last_poll_at', { withTimezone: true }),
    /** The printer's last status code as it sent it ("200 OK", "211 Paper Low"). */
    statusCode: text('status_code'),
    printerMac: text('printer_mac'),
  },
  (t) => [uniqueIndex('printers_token_hash_idx').on(t.tokenHash)],
);

/** One ticket to print: an accepted order's first print, or a copy asked for from the board. */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationSlug: text('location_slug').notNull(),
    /** 1 for the ticket of accepting, 2 and on for "Opnieuw printen". */
    printNumber: integer('print_number').notNull(),
    requestedBy: text('requested_by').notNull(),
    createdAt: createdAt(),
    /** Fetched by the printer: not offered again until then unless it confirms an error. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    fetchCount: integer('fetch_count').notNull().default(0),
    /** The last confirmation's code (an error code keeps the job for another try). */
    lastCode: text('last_code'),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('print_jobs_order_print_idx').on(t.orderId, t.printNumber),
    index('print_jobs_waiting_idx')
      .on(t.locationSlug, t.id)
      .where(sql`${t.printedAt} is null`),
  ],
);

// --- Stamp cards (issue 29 item 2, decision 052) -------------------------------------------------

/** A location's stamp card as the owner set it up: a reward of an amount off or a product's base price. */
export const stampCards = pgTable('stamp_cards', {
  locationSlug: text('location_slug')
    .primaryKey()
    .references(() => locations.slug, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  stampsNeeded: smallint('stamps_needed').notNull(),
  rewardAmountOffCents: integer('reward_amount_off_cents'),
  rewardProduct: text('reward_product'),
  minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A stamp earned by a paid order (the trigger orders_stamps): one per order. It counts while its order
 * is not refunded in full (read, never written back: decision 052).
 */
export const stamps = pgTable(
  'stamps',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationSlug: text('location_slug').notNull(),
    /** The order's e-mail address, lower case. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stamps_holder_idx').on(t.locationSlug, t.email)],
);

/**
 * A full card's reward claimed for a cart by a signed-in customer (its e-mail), until the order that
 * uses it is placed.
 */
export const stampClaims = pgTable('stamp_claims', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  locationSlug: text('location_slug').notNull(),
  email: text('email').notNull(),
  createdAt: createdAt(),
});

/**
 * A reward used by an order: it holds `stampsUsed` stamps of its card from placing, and counts while the
 * order is not ended unpaid (cancelled or expired) and not refunded in full.
 */
export const stampRedemptions = pgTable(
  'stamp_redemptions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationSlug: text('location_slug').notNull(),
    email: text('email').notNull(),
    stampsUsed: smallint('stamps_used').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('stamp_redemptions_holder_idx').on(t.locationSlug, t.email)],
);
