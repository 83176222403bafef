/** Starts the server: config, database, migrations, seed, listen; stops cleanly on SIGTERM/SIGINT. */
import { buildApp } from './app';
import { ConfigError, loadConfig, startupWarnings } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { keepFilesPrivate, PrivateDirError, privateDirWarning, securePrivateDir } from './lib/private-files';
import { createMailer } from './mail/mailer';
import { ensureFirstAdmin } from './modules/admin-auth';
import { compactRollup } from './modules/admin-reports';

/** How often paid orders are checked against their location's auto-accept minutes. */
const AUTO_ACCEPT_SWEEP_MS = 15_000;
/** How often the retention sweep runs; the periods are months and weeks, so hourly is plenty. */
const RETENTION_SWEEP_MS = 60 * 60_000;

async function main(): Promise<void> {
  // Before anything is written: the database, mail files, uploads and CVs are the server's alone.
  keepFilesPrivate();
  let config;
  let fixed: string[];
  try {
    config = loadConfig();
    fixed = securePrivateDir(config.dataDir);
  } catch (err) {
    if (err instanceof ConfigError || err instanceof PrivateDirError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const database = await openDatabase(config);
  await database.migrate();
  const seeded = await seedIfEmpty(database.db);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    dataDir: config.dataDir,
    log: (msg) => app.log.info(msg),
  });
  const app = await buildApp({ config, database, mailer });
  for (const warning of startupWarnings(config)) app.log.warn(warning);
  const privateWarning = privateDirWarning(config.dataDir, fixed);
  if (privateWarning) app.log.warn(privateWarning);
  if (seeded) app.log.info('Lege database gevuld met de demo-gegevens');
  await ensureFirstAdmin(database.db, config, (msg) => app.log.warn(msg));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      mailer.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  // Re-check unpaid payments with the provider now and then: a webhook can get lost. And once at
  // start: webhooks sent while this process was down (a crash, a deploy) went unanswered.
  // One run at a time: with a slow provider a run can outlast the interval.
  let reconciling: Promise<void> | null = null;
  const reconcile = () => {
    reconciling ??= app.orders
      .reconcile()
      .then(() => undefined)
      .catch((err) => app.log.warn({ err }, 'payment reconciliation failed'))
      .finally(() => (reconciling = null));
  };
  const reconciliation = setInterval(reconcile, config.RECONCILE_SECONDS * 1000);
  reconciliation.unref();
  // The reports' rollup: the differences written by payments are folded into the day's sums
  // (decision 032). Any instance may; each run moves other rows.
  let compacting: Promise<void> | null = null;
  const compaction = setInterval(() => {
    compacting ??= compactRollup(database.db)
      .then(() => undefined)
      .catch((err) => app.log.warn({ err }, 'report rollup compaction failed'))
      .finally(() => (compacting = null));
  }, config.RECONCILE_SECONDS * 1000);
  compaction.unref();
  app.addHook('onClose', async () => {
    clearInterval(reconciliation);
    clearInterval(compaction);
    await reconciling;
    await compacting;
  });

  // Locations that auto-accept (issue 18): paid orders nobody accepted in time are accepted with the
  // default preparation time. Every instance sweeps; the order's row lock lets one of them do each.
  let accepting: Promise<void> | null = null;
  const autoAccept = setInterval(() => {
    accepting ??= app.kitchen
      .autoAccept()
      .then(() => undefined)
      .catch((err) => app.log.warn({ err }, 'auto-accept failed'))
      .finally(() => (accepting = null));
  }, AUTO_ACCEPT_SWEEP_MS);
  autoAccept.unref();
  app.addHook('onClose', async () => {
    clearInterval(autoAccept);
    await accepting;
  });

  // Retention (issue 21): personal data past its period is anonymised or deleted, hourly and at start.
  let sweeping: Promise<void> | null = null;
  const sweep = () => {
    sweeping ??= app.privacy
      .sweep()
      .then((done) => {
        if (done.orders + done.contactMessages + done.applications + done.cvFiles > 0)
          app.log.info({ retention: done }, 'retention periods applied');
      })
      .catch((err) => app.log.warn({ err }, 'retention sweep failed'))
      .finally(() => (sweeping = null));
  };
  const retention = setInterval(sweep, RETENTION_SWEEP_MS);
  retention.unref();
  app.addHook('onClose', async () => {
    clearInterval(retention);
    await sweeping;
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  reconcile();
  sweep();
  // The e-mail outbox: at once after a request stores a message, and every few seconds for retries
  // and for messages other instances stored.
  app.outbox.start(5_000);
  const url =
    config.PUBLIC_URL ??
    `http://localhost:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT}`;
  app.log.info(
    `Gouden Haan draait op ${url} (database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}, betalingen: ${config.paymentProvider}${config.SMTP_URL ? '' : ', e-mail naar bestanden'})`,
  );
  if (!process.stdout.isTTY) return;
  console.log(`\n  Open ${url} in je browser.\n`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
