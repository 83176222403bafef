/**
 * Web Push for an order (issue 29 item 4, decision 050): a browser subscribes to one paid order; the
 * kitchen's changes put one message per subscription in the outbox, in the transaction of the change;
 * the outbox's worker sends them (RFC 8030, payload encrypted per RFC 8291, VAPID per RFC 8292) and
 * retries a push service that is down. A subscription the service says is gone (404, 410) is deleted,
 * and so is every subscription of an order that ended.
 */
import type { Agent } from 'node:https';
import { OPEN_KITCHEN_STATUSES, isOrderStatus } from '@gh/domain';
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  pushPayloadSchema,
  type PushSubscriptionJson,
} from '@gh/domain/push';
import * as m from '@gh/i18n/messages';
import webpush, { WebPushError } from 'web-push';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, ConflictError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import type { OutboxWorker } from '../../mail/outbox';
import { findOrderByPublicId, lockOrder, type OrderRow } from '../orders';
import { pushPayload, type PushChange } from './push-message';
import * as repo from './push.repository';
import type { VapidKeys } from './vapid-keys';

export const PUSH_JOB = 'push';

export const PUSH = {
  /** Seconds a push service keeps a message for a phone that is off: after that it is old news. */
  ttlSeconds: 60 * 60,
  /** How long one request to a push service may take before it counts as failed (and is retried). */
  timeoutMs: 10_000,
};

const jobSchema = z.object({
  orderId: z.string(),
  subscription: z.object({ endpoint: z.string(), keys: z.object({ p256dh: z.string(), auth: z.string() }) }),
  payload: pushPayloadSchema,
  topic: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  urgency: z.enum(['normal', 'high']),
  until: z.iso.datetime(),
});
type PushJob = z.output<typeof jobSchema>;

export interface PushServiceDeps {
  db: Db;
  outbox: OutboxWorker;
  limiter: RateLimiter;
  now: () => Date;
  keys: VapidKeys;
  /** `mailto:` or `https:` (RFC 8292's `sub`). */
  subject: string;
  /** Subscriptions one client address may make (decision 045's per-address budgets). */
  perAddress: Limit;
  /** PUSH_SERVICE_HOSTS: the push services a subscription may point at. */
  hosts: readonly string[];
  /** For a test's push service with a certificate of its own; production uses the default. */
  agent?: Agent;
  log: { warn(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void };
}

/** Statuses after which an order changes no more: its subscriptions go. */
const ENDED = new Set(['completed', 'cancelled']);

export function isKnownPushService(endpoint: string, hosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

export function createPushService(deps: PushServiceDeps) {
  const { db, outbox, now } = deps;

  async function send(job: PushJob): Promise<void> {
    if (new Date(job.until) < now()) {
      deps.log.info({ orderId: job.orderId }, 'push message too old to send; dropped');
      return;
    }
    try {
      await webpush.sendNotification(job.subscription, JSON.stringify(job.payload), {
        vapidDetails: {
          subject: deps.subject,
          publicKey: deps.keys.publicKey,
          privateKey: deps.keys.privateKey,
        },
        TTL: Math.max(0, Math.round((new Date(job.until).getTime() - now().getTime()) / 1000)),
        urgency: job.urgency,
        topic: job.topic,
        contentEncoding: 'aes128gcm',
        timeout: PUSH.timeoutMs,
        ...(deps.agent ? { agent: deps.agent } : {}),
      });
    } catch (err) {
      if (!(err instanceof WebPushError)) throw err; // no answer (timeout, connection): retried
      if (err.statusCode === 404 || err.statusCode === 410) {
        await repo.deleteSubscription(db, job.orderId, job.subscription.endpoint);
        return;
      }
      if (err.statusCode === 429 || err.statusCode >= 500) throw err; // the service is busy or down: retried
      // Any other refusal (a bad request, a key it does not accept) will not change by asking again.
      deps.log.warn({ orderId: job.orderId, status: err.statusCode }, 'push message refused; dropped');
    }
  }

  outbox.handle(PUSH_JOB, (data) => send(jobSchema.parse(data)));

  return {
    publicKey: deps.keys.publicKey,

    /** A browser subscribes to a paid order that has not ended; at most a few per order. */
    async subscribe(publicId: string, subscription: PushSubscriptionJson, address: string): Promise<void> {
      const budget = await deps.limiter.hit(`push:address:${address}`, deps.perAddress);
      if (!budget.ok) throw new TooManyRequestsError(m.push_error_rate(), budget.retryAfterMs / 1000);
      if (!isKnownPushService(subscription.endpoint, deps.hosts)) {
        throw new AppError(422, m.push_error_endpoint());
      }
      const found = await findOrderByPublicId(db, publicId);
      if (!found) throw new NotFoundError(m.server_order_unknown());
      await db.transaction(async (tx) => {
        // Under the order's row lock, so parallel subscriptions count each other.
        const order = (await lockOrder(tx, found.id))!;
        const open = isOrderStatus(order.status) && OPEN_KITCHEN_STATUSES.includes(order.status);
        if (!open || order.anonymisedAt) throw new ConflictError(m.push_error_order());
        const known = await repo.hasSubscription(tx, order.id, subscription.endpoint);
        if (!known && (await repo.countSubscriptions(tx, order.id)) >= MAX_PUSH_SUBSCRIPTIONS_PER_ORDER) {
          throw new ConflictError(m.push_error_too_many());
        }
        await repo.saveSubscription(tx, order.id, {
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
        });
      });
    },

    /**
     * In the transaction of a change to an order: a message for each of its subscriptions when the
     * customer should hear of it, and no subscriptions left once it ended. The caller wakes the outbox.
     */
    async orderChanged(tx: DbOrTx, order: OrderRow, change: PushChange | null): Promise<void> {
      if (change && !order.anonymisedAt) {
        const payload = pushPayload(order, change, now());
        const until = new Date(now().getTime() + PUSH.ttlSeconds * 1000).toISOString();
        const urgency = change.kind === 'ready' || change.kind === 'out_for_delivery' ? 'high' : 'normal';
        for (const sub of await repo.subscriptionsOf(tx, order.id)) {
          const job: PushJob = {
            orderId: order.id,
            subscription: { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
            payload,
            // A newer message about the order replaces one the service still holds (RFC 8030 5.4).
            topic: order.publicId,
            urgency,
            until,
          };
          await outbox.addJob(tx, { job: PUSH_JOB, data: job });
        }
      }
      if (ENDED.has(order.status)) await repo.deleteSubscriptionsOf(tx, order.id);
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
