/**
 * POST /api/vitals: the beacon of web-vitals from visitors' browsers (LCP, INP, CLS per page pattern).
 * Anyone may send one, so (issue 26 item 7) each client address may send VITALS_PER_ADDRESS of them in
 * ten minutes (then 429), and a value beyond what a real page view gives is dropped, not recorded.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@gh/domain';
import { vitalsBeaconSchema, VITAL_PLAUSIBLE_MAX } from '@gh/domain/vitals';
import { addressKey } from '../../lib/client-address';
import { TooManyRequestsError } from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { recordWebVital } from './metrics';

/** A page view sends one beacon: one every 10 seconds for ten minutes is more than a visitor makes. */
export const VITALS_PER_ADDRESS: Limit = { max: 60, windowMs: 10 * 60_000 };

export const vitalsRoutes: FastifyPluginAsyncZod<{ limiter: RateLimiter }> = async (app, { limiter }) => {
  app.post(
    '/vitals',
    {
      // A beacon is a few dozen bytes; anything larger is not one of ours.
      bodyLimit: 512,
      schema: {
        summary: "Web vitals of one page view, sent by the site's own pages with navigator.sendBeacon",
        body: vitalsBeaconSchema,
        response: { 204: z.null().describe('Recorded') },
      },
    },
    async (request, reply) => {
      const admitted = await limiter.hit(`vitals:${addressKey(request.ip)}`, VITALS_PER_ADDRESS);
      if (!admitted.ok)
        throw new TooManyRequestsError(MESSAGES.tooManyRequests, admitted.retryAfterMs / 1000);
      for (const vital of request.body.vitals) {
        if (vital.value > VITAL_PLAUSIBLE_MAX[vital.name]) continue;
        recordWebVital(vital.name, request.body.page, vital.value);
      }
      return reply.code(204).send(null);
    },
  );
};
