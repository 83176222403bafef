// Issue 8, goals 4 and 8: GET /api/menu/amsterdam of the real app (production settings, every
// plugin and hook) on PostgreSQL and on the embedded PGlite, beside a bare Fastify JSON route in
// the same run. The menu request asks for brotli, as browsers do, so it measures the precomputed,
// precompressed answer. `node bench/menu.mjs` (settings in bench/README.md).
import {
  CONNECTIONS,
  SECONDS,
  load,
  machine,
  printLoadTable,
  reference,
  startApp,
  startBare,
  temporaryDatabase,
  warm,
  writeRows,
} from './lib/servers.mjs';

const headers = { 'accept-encoding': 'br, gzip' };
const database = await temporaryDatabase('gh_bench_menu');
const stops = [database.drop];
try {
  const bare = await startBare();
  stops.unshift(bare.stop);
  const onPostgres = await startApp({ databaseUrl: database.url });
  stops.unshift(onPostgres.stop);
  const onPglite = await startApp({ pglite: true });
  stops.unshift(onPglite.stop);

  const measure = async (title, url, options = {}) => {
    await warm(title, { url, ...options });
    return load(title, { url, ...options });
  };
  await warm('bare', { url: `${bare.base}/bare` });
  const bareRuns = reference('bare Fastify JSON route', `${bare.base}/bare`);
  await bareRuns.measure();
  const pgRun = await measure(
    'GET /api/menu/amsterdam, PostgreSQL',
    `${onPostgres.base}/api/menu/amsterdam`,
    {
      headers,
    },
  );
  await bareRuns.measure();
  const pgliteRun = await measure('GET /api/menu/amsterdam, PGlite', `${onPglite.base}/api/menu/amsterdam`, {
    headers,
  });
  await bareRuns.measure();
  const bareReference = bareRuns.median();
  printLoadTable(
    `Menu API: ${CONNECTIONS} connections, ${SECONDS} s per run; ${machine()}`,
    [bareReference, pgRun, pgliteRun],
    bareReference,
  );

  const ratio = pgRun.rps / bareReference.rps;
  writeRows('menu', [
    {
      metric: 'menu API req/s, PostgreSQL (of bare route)',
      value: `${Math.round(pgRun.rps)} (${ratio.toFixed(2)})`,
      target: '>= 0.50 of bare',
      ok: ratio >= 0.5 && pgRun.failed === 0,
    },
    { metric: 'menu API p99, PostgreSQL', value: `${pgRun.p99} ms`, target: '< 20 ms', ok: pgRun.p99 < 20 },
    {
      metric: 'menu API req/s and p99, PGlite',
      value: `${Math.round(pgliteRun.rps)} (${(pgliteRun.rps / bareReference.rps).toFixed(2)}), ${pgliteRun.p99} ms`,
      target: 'shown beside PG',
    },
    { metric: 'bare Fastify route req/s', value: String(Math.round(bareReference.rps)), target: 'reference' },
  ]);
} finally {
  for (const stop of stops) await stop();
}
