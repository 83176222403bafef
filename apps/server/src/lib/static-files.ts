/**
 * The built web app's files: @fastify/static registers one route per file (marked `hide`), named
 * after content hashes that change with every build. The OpenAPI document and the request metrics
 * treat them as one thing rather than hundreds.
 */
export function isBuiltFileRoute(route: { url: string; schema?: unknown }): boolean {
  const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
  return hidden && !/[:*]/.test(route.url);
}
