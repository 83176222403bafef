/**
 * The OpenAPI document of every route, made from the routes' own zod schemas (no second copy), at
 * /api/openapi.json, and a reference page for developers of integrations at /api/docs. Registered
 * before any route: @fastify/swagger records each route as it is added, so later ones are covered.
 */
import { createHash } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { isBuiltFileRoute } from '../../lib/static-files';
import { REFERENCE_STYLE, renderReference } from './reference-page';

export const OPENAPI_PATH = '/api/openapi.json';
export const REFERENCE_PATH = '/api/docs';

const zodToJsonSchema = createJsonSchemaTransform({ skipList: [] });

/** The group of a route in the reference: its area under /api (or /api/admin), else the site. */
export function tagOf(url: string): string {
  const parts = url.split('/').filter(Boolean);
  if (parts[0] !== 'api') return url === '/metrics' ? 'operations' : 'site';
  // /api/admin/login, /me, …: the account; /api/admin/products/…: that area.
  if (parts[1] === 'admin') return parts.length > 3 ? `admin ${parts[2]}` : 'admin';
  return (parts[1] ?? '').replace(/[:*].*/, '') || 'api';
}

const styleHash = `'sha256-${createHash('sha256').update(REFERENCE_STYLE).digest('base64')}'`;

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Gouden Haan API',
        version: '1',
        description:
          'The HTTP interface of the Gouden Haan ordering site. Error answers carry `{ "message": … }` in Dutch. ' +
          "Calls that change something need the site's own Origin, except the payment webhook; `/api/admin` needs the `token` cookie of a signed-in account.",
      },
    },
    // Every route is in the document, also the pages and the uploads (whose schema says `hide`),
    // except the built web app's files, one route per file.
    transform(input) {
      if (isBuiltFileRoute(input)) return { schema: { hide: true } as FastifySchema, url: input.url };
      const { hide: _hidden, ...visible } = (input.schema ?? {}) as FastifySchema & { hide?: boolean };
      const result = zodToJsonSchema({ ...input, schema: visible });
      const schema = (result.schema ?? {}) as FastifySchema & { tags?: string[] };
      return { ...result, schema: { ...schema, tags: schema.tags ?? [tagOf(input.url)] } };
    },
  });

  app.get(
    OPENAPI_PATH,
    { schema: { summary: 'This document (OpenAPI 3)', tags: ['reference'] } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    },
  );

  app.get(
    REFERENCE_PATH,
    { schema: { summary: 'The API reference as a web page', tags: ['reference'] } },
    async (_request, reply) => {
      const document = app.swagger() as unknown as OpenAPIV3.Document;
      // One inline stylesheet, allowed by its hash; no script at all.
      reply
        .header(
          'content-security-policy',
          `default-src 'none'; style-src ${styleHash}; frame-ancestors 'none'`,
        )
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8');
      return renderReference(document, OPENAPI_PATH);
    },
  );
}
