// Preloaded into the server under benchmark (`node --import`): counts the SQL statements the pg
// driver sends, BEGIN and COMMIT included, and tells the benchmark on { type: 'stats' }, with the
// process's memory use (V8 heap, external and array buffers) beside it.
import pg from 'pg';

let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  statements++;
  return originalQuery.apply(this, args);
};

process.on('message', (message) => {
  if (message?.type === 'stats') process.send({ type: 'stats', statements, memory: process.memoryUsage() });
});
