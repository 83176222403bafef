import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  // Demo payments on, so their routes are registered and must be documented too.
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'demo' } });
});
afterAll(async () => {
  await t.close();
});

/** `/api/menu/:city` as OpenAPI writes it: `/api/menu/{city}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*/g, '{*}');

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown; responses?: unknown }>>;
}

describe('GET /api/openapi.json', () => {
  it('describes every registered route with its method', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<Document>();
    expect(document.openapi).toMatch(/^3\./);
    expect(t.app.registeredRoutes.length).toBeGreaterThan(40);
    const missing = t.app.registeredRoutes
      .filter((r) => !document.paths[openApiPath(r.url)]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('takes bodies and answers from the routes’ zod schemas', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<Document>();
    const add = document.paths['/api/cart/add']!.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(add.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['id', 'quantity', 'selectedOptions']),
    );
    expect(Object.keys(add.responses)).toContain('200');
    expect(document.paths['/api/vitals']!.post!.tags).toEqual(['vitals']);
    expect(document.paths['/api/admin/orders/{id}/status']!.post!.tags).toEqual(['admin orders']);
    expect(document.paths['/api/admin/login']!.post!.tags).toEqual(['admin']);
  });
});

describe('GET /api/docs', () => {
  it('is a page of every operation, styled only by its own stylesheet', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(res.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
    expect(res.body).not.toMatch(/<script|https?:\/\/(?!localhost)/);
    for (const route of t.app.registeredRoutes) {
      expect(res.body).toContain(`<code>${openApiPath(route.url).replace(/&/g, '&amp;')}</code>`);
    }
  });
});
