/** /api/admin/privacy: the owner's retention period for orders' personal data. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { privacySettingsBodySchema } from '@gh/domain/privacy-api';
import { currentAdmin } from '../../lib/admin-access';
import type { PrivacyService } from './privacy.service';

const settingsSchema = z.object({ orderMonths: z.number() });

export const adminPrivacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (
  app,
  { service },
) => {
  app.get('/privacy', { schema: { response: { 200: settingsSchema } } }, async () => ({
    orderMonths: await service.orderMonths(),
  }));

  app.put(
    '/privacy',
    { schema: { body: privacySettingsBodySchema, response: { 200: settingsSchema } } },
    async (request) => ({
      orderMonths: await service.setOrderMonths(currentAdmin(request), request.body.orderMonths),
    }),
  );
};
