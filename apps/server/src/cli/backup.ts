/**
 * `npm run backup -- FILE`: the database (PGlite or PostgreSQL, as `npm start` would open it) and the
 * files under DATA_DIR, in one .tar.gz. With the embedded database the server must be stopped first.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { fileArgument, formatBytes, runCli } from './run-cli';

runCli(async () => {
  const file = fileArgument('Gebruik: npm run backup -- BESTAND (bijvoorbeeld backup-2026-01-31.tar.gz)');
  if (!file) return 2;
  const config = loadConfig();
  // Opening a missing embedded database would make a new, empty one: a wrong DATA_DIR, most likely.
  if (!config.DATABASE_URL && !existsSync(path.join(config.dataDir, 'pgdata'))) {
    console.error(`Geen database gevonden in ${config.dataDir}. Klopt DATA_DIR (of DATABASE_URL)?`);
    return 1;
  }
  const database = await openDatabase({ ...config, DATABASE_POOL_SIZE: 2 });
  try {
    const summary = await createBackup({ database, dataDir: config.dataDir, file });
    console.log(
      `Back-up geschreven naar ${file} (${formatBytes(summary.bytes)}): ${summary.tables} tabellen met ${summary.rows} rijen, ${summary.files} bestanden.`,
    );
    console.log(
      'Let op: de back-up bevat persoonsgegevens (bestellingen, sollicitaties). Bewaar hem veilig.',
    );
    return 0;
  } finally {
    await database.close();
  }
});
