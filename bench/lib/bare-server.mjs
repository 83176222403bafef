// The yardsticks: a bare Fastify route answering a small JSON object, in a process of its own; with
// DATABASE_URL also `/bare-db`, the same answer after one prepared query on PostgreSQL (a pool as
// large as the app's), which is the least any route that reads the database per request must pay,
// and `/bare-db-write`, after a query that commits a transaction id (a WAL flush): the least a write pays.
import Fastify from 'fastify';
import pg from 'pg';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
if (process.env.DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  app.get('/bare-db', async () => {
    const { rows } = await pool.query({ name: 'bare', text: 'select $1::text as hello', values: ['world'] });
    return rows[0];
  });
  app.post('/bare-db-write', async () => {
    const { rows } = await pool.query({
      name: 'bare-write',
      text: 'select pg_current_xact_id()::text as hello',
    });
    return rows[0];
  });
  app.addHook('onClose', () => pool.end());
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
