/** Test databases on PostgreSQL: made per test file or server process, dropped after. */
import pg from 'pg';

/**
 * Drops a test database. WITH (FORCE) ends its sessions, but PostgreSQL waits only five seconds for
 * them to exit and then refuses ("is being accessed by other users", 55006); on a busy machine a
 * server process's backends can take longer, so a refusal is waited out a few times.
 */
export async function dropDatabase(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
        return;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  } finally {
    await admin.end();
  }
}
