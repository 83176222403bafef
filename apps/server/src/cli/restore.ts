/**
 * `npm run restore -- FILE`: a backup of `npm run backup` into an empty database (DATABASE_URL, or
 * the embedded one in DATA_DIR) and an empty DATA_DIR. Refuses a target that holds anything.
 */
import { restoreBackup, verifyBackup } from '../backup/backup';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { fileArgument, runCli } from './run-cli';

runCli(async () => {
  const file = fileArgument('Gebruik: npm run restore -- BESTAND');
  if (!file) return 2;
  const config = loadConfig();
  // A damaged or foreign file is refused before the target database is even opened.
  const verified = await verifyBackup(file);
  const database = await openDatabase({ ...config, DATABASE_POOL_SIZE: 2 });
  try {
    const summary = await restoreBackup({ database, dataDir: config.dataDir, file, verified });
    console.log(
      `Back-up ${file} teruggezet in ${config.DATABASE_URL ? 'PostgreSQL' : `${config.dataDir}`}: ${summary.tables} tabellen met ${summary.rows} rijen, ${summary.files} bestanden. Start de server met npm start.`,
    );
    return 0;
  } finally {
    await database.close();
  }
});
