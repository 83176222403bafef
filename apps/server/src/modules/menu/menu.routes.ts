/** `GET /api/menu/:location`: the cached, precompressed menu of one location. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@gh/domain/cart';
import { langQuerySchema, locationSlugParamsSchema, menuSchema } from '@gh/domain/menu';
import { currentLang } from '@gh/i18n';
import { onMenuChanged } from '../../db/channels';
import type { Database } from '../../db/client';
import { chooseEncoding, createMenuService, etagMatches, type MenuService } from './menu.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops the cached menu of a location (all without a slug); also triggered by `menu_changed`. */
    invalidateMenu: MenuService['invalidate'];
  }
}

const services = new Set<MenuService>();

/**
 * Drops the cached menu of a location (all of them without a slug) in every app of this process.
 * Other processes learn of a change through `publishMenuChanged` (db/channels.ts).
 */
export function invalidate(slug?: string): void {
  for (const service of services) service.invalidate(slug);
}

export const menuRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  const service = createMenuService(database.db);
  // After the listening connection was lost, every menu is dropped: a change meanwhile went unheard.
  // The offers and the site's content are not in the menu: only a location's change, or one to every
  // page, drops it.
  const unlisten = await onMenuChanged(
    database,
    (change) => {
      if (change === 'pages') service.invalidate();
      else if (typeof change === 'object') service.invalidate(change.location);
    },
    () => service.invalidate(),
  );
  services.add(service);
  app.addHook('onClose', async () => {
    services.delete(service);
    await unlisten();
  });
  app.decorate('invalidateMenu', service.invalidate);
  app.addHook('onReady', async () => {
    // Precompute the answers so the first visitor does not wait; a failure only means a lazy build.
    await service.warm().catch((err: unknown) => app.log.warn({ err }, 'menu cache warm-up failed'));
  });

  app.get(
    '/menu/:location',
    {
      schema: {
        params: locationSlugParamsSchema,
        querystring: langQuerySchema,
        response: { 200: menuSchema, 404: errorBodySchema },
      },
    },
    async (request, typedReply) => {
      // The body is a ready buffer (sent as is, never serialised), so the reply is used untyped.
      const reply = typedReply as FastifyReply;
      const lang = currentLang();
      const entry = await service.get(request.params.location, lang);
      reply
        .header('content-language', lang)
        .header('etag', entry.etag)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply
        .type('application/json; charset=utf-8')
        .send(encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity);
    },
  );
};
