/**
 * The e-mail outbox (decision 019): a message is stored in the same transaction as what causes it,
 * and a worker sends it afterwards, with retries and exponential backoff. A request never fails
 * because the mail server is down, and several instances share the work through
 * `FOR UPDATE SKIP LOCKED`, so no message is sent by two of them.
 *
 * Other deliveries that must survive a restart and be retried the same way (a Web Push message,
 * decision 050) ride along as jobs: `{ job, data }` rows handed to the handler registered for
 * their kind. The outbox knows no handler's module: app.ts registers them.
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { rowsOf, runPrepared } from '../db/prepared';
import { PRIVACY_REQUEST_PATH } from '@gh/domain/privacy';
import { localePath, type Lang } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { inLanguage } from '../lib/lang';
import { escapeHtml, htmlMessage } from './mail-text';
import type { Mailer, MailMessage } from './mailer';

/** What the outbox stores: a message whose attachments are files on disk (the stored file is the record). */
export interface OutboxMessage extends Omit<MailMessage, 'attachments'> {
  attachments?: { filename: string; path: string; contentType?: string }[];
  /** The language the message is written in, for its footer (issue 20); Dutch when left out. */
  lang?: Lang;
}

/** A job of another kind than e-mail: its handler throws to be retried, returns when done. */
export interface OutboxJob {
  job: string;
  data: Record<string, unknown>;
}

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

export interface Outbox {
  /**
   * Stores a message to send; pass the transaction of what causes it. With a `dedupeKey` a second
   * message with the same key is dropped (returns false).
   */
  add(db: DbOrTx, message: OutboxMessage, options?: { dedupeKey?: string }): Promise<boolean>;
  /** Stores a job for the handler of its kind, in the transaction of what causes it. */
  addJob(db: DbOrTx, job: OutboxJob): Promise<void>;
  /** Tells this process's worker that a message is waiting (call after the transaction commits). */
  wake(): void;
}

export const OUTBOX = {
  /** Messages one worker takes at a time. */
  batch: 10,
  /** How long a worker holds a message it is sending; after that another may try (it died). */
  leaseMs: 5 * 60_000,
  /** Wait after the first failure, doubling per further failure up to `maxDelayMs`. */
  firstDelayMs: 15_000,
  maxDelayMs: 60 * 60_000,
  /** After this many failed attempts (about a day) a message is marked failed. */
  maxAttempts: 30,
  /** How long a clean stop waits for the messages that are due to go out. */
  finalDrainMs: 3_000,
  /** Sent messages (without their text) are kept this long, then deleted. */
  keepSentDays: 30,
};

/** What ends every e-mail the site sends. */
export interface MailFooter {
  text: string;
  html: string;
}

/**
 * Every e-mail links to the page where one asks for one's data (issue 21), in the message's language
 * (issue 20).
 */
export function privacyMailFooter(siteUrl: string, lang: Lang = 'nl'): MailFooter {
  return inLanguage(lang, () => {
    const link = `${siteUrl}${localePath(PRIVACY_REQUEST_PATH, lang)}`;
    const linkHtml = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    return {
      text: `\n--\n${m.mail_privacy_footer({ link })}\n`,
      html: `<p style="font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#555;max-width:560px;margin:16px auto 0">${htmlMessage(m.mail_privacy_footer, { link: linkHtml })}</p>`,
    };
  });
}

/** The message with the footer after its text, and at the end of its HTML body. */
export function withFooter<T extends { text: string; html?: string }>(message: T, footer: MailFooter): T {
  const html = message.html;
  return {
    ...message,
    text: `${message.text.replace(/\n*$/, '\n')}${footer.text}`,
    ...(html !== undefined
      ? {
          html: /<\/body>/i.test(html)
            ? html.replace(/<\/body>(?![\s\S]*<\/body>)/i, `${footer.html}</body>`)
            : `${html}${footer.html}`,
        }
      : {}),
  };
}

/** The wait before the next attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(OUTBOX.maxDelayMs, OUTBOX.firstDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface ClaimedRow {
  id: string | number;
  message: OutboxMessage | OutboxJob;
  attempts: number;
}

export interface OutboxWorker extends Outbox {
  /** Sends every message that is due now; resolves with how many went out. One run at a time per worker. */
  drain(): Promise<number>;
  /** Drains now and then every `intervalMs`, and at once after `wake()`. */
  start(intervalMs: number): void;
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
  /** Messages waiting to be sent (pending, due or not). */
  backlog(): Promise<number>;
  /** Names the handler of a kind of job; a job without one waits and is retried. */
  handle(job: string, handler: JobHandler): void;
}

export function createOutbox(deps: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: { warn(obj: unknown, msg: string): void; error(obj: unknown, msg: string): void };
  /** Added to every message as it is stored, in its language (the app passes the privacy link). */
  footer?: (lang: Lang) => MailFooter;
}): OutboxWorker {
  const { db, mailer, now, log, footer } = deps;
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  const handlers = new Map<string, JobHandler>();

  async function deliver(message: OutboxMessage | OutboxJob): Promise<void> {
    if ('job' in message) {
      const handler = handlers.get(message.job);
      if (!handler) throw new Error(`no handler for outbox job ${message.job}`);
      await handler(message.data);
      return;
    }
    const { attachments, ...rest } = message;
    await mailer.send({ ...rest, ...(attachments?.length ? { attachments } : {}) });
  }

  const at = () => sql`${now().toISOString()}::timestamptz`;

  /** Takes up to a batch of due messages for this worker: others skip the rows it is taking. */
  async function claim(): Promise<ClaimedRow[]> {
    const result = await runPrepared(
      db,
      'outbox_claim',
      // UPDATE … RETURNING gives its rows in no promised order: they are sent in the order queued.
      sql`with claimed as (
          update outbox set attempts = attempts + 1,
            locked_until = ${at()} + ${OUTBOX.leaseMs}::int * interval '1 millisecond'
          where id in (
            select id from outbox
            where status = 'pending' and next_attempt_at <= ${at()}
              and (locked_until is null or locked_until <= ${at()})
            order by next_attempt_at, id
            limit ${OUTBOX.batch}::int
            for update skip locked)
          returning id, message, attempts, next_attempt_at)
        select id, message, attempts from claimed order by next_attempt_at, id`,
    );
    return rowsOf<ClaimedRow>(result);
  }

  async function sendOne(row: ClaimedRow): Promise<boolean> {
    try {
      await deliver(row.message);
    } catch (err) {
      const giveUp = row.attempts >= OUTBOX.maxAttempts;
      const next = new Date(now().getTime() + retryDelayMs(row.attempts));
      await runPrepared(
        db,
        'outbox_failed',
        sql`update outbox set status = ${giveUp ? 'failed' : 'pending'}::text, locked_until = null,
            next_attempt_at = ${next.toISOString()}::timestamptz, last_error = ${String((err as Error).message ?? err).slice(0, 500)}::text
          where id = ${row.id}::bigint`,
      );
      if (giveUp) log.error({ err, outboxId: row.id }, 'e-mail given up after its last attempt');
      else log.warn({ err, outboxId: row.id, attempts: row.attempts }, 'e-mail not sent; will retry');
      return false;
    }
    await runPrepared(
      db,
      'outbox_sent',
      // The body goes once sent: a reset link's token must not outlive its e-mail in the database
      // (or in its backups). Who got what, when, stays. A job's data (a push subscription) goes too.
      sql`update outbox set status = 'sent', sent_at = ${at()}, locked_until = null, last_error = null,
          message = message - 'text' - 'html' - 'data'
        where id = ${row.id}::bigint`,
    );
    return true;
  }

  let prunedAt = 0;

  async function run(): Promise<number> {
    if (now().getTime() - prunedAt > 10 * 60_000) {
      prunedAt = now().getTime();
      await runPrepared(
        db,
        'outbox_prune',
        sql`delete from outbox where status = 'sent' and sent_at < ${at()} - ${OUTBOX.keepSentDays}::int * interval '1 day'`,
      );
    }
    let sent = 0;
    for (;;) {
      const rows = await claim();
      for (const row of rows) if (await sendOne(row)) sent++;
      if (rows.length < OUTBOX.batch) return sent;
    }
  }

  /** The one run queued behind the current one: callers meanwhile share it. */
  let following: Promise<number> | null = null;

  function drain(): Promise<number> {
    if (running) {
      // A message stored while a run is under way may have missed its query: run once more after.
      following ??= running
        .catch(() => 0)
        .then(() => {
          following = null;
          return drain();
        });
      return following;
    }
    running = run().finally(() => {
      running = null;
    });
    return running;
  }

  function drainInBackground(): void {
    drain().catch((err) => log.warn({ err }, 'outbox run failed'));
  }

  return {
    async add(tx, { lang, ...message }, options = {}) {
      const stored = footer ? withFooter(message, footer(lang ?? 'nl')) : message;
      const result = await runPrepared(
        tx,
        'outbox_add',
        sql`insert into outbox (dedupe_key, message, next_attempt_at)
          values (${options.dedupeKey ?? null}::text, ${JSON.stringify(stored)}::jsonb, ${at()})
          on conflict (dedupe_key) do nothing
          returning id`,
      );
      return rowsOf(result).length === 1;
    },
    async addJob(tx, job) {
      await runPrepared(
        tx,
        'outbox_add_job',
        sql`insert into outbox (message, next_attempt_at) values (${JSON.stringify(job)}::jsonb, ${at()})`,
      );
    },
    handle(job, handler) {
      handlers.set(job, handler);
    },
    wake() {
      if (started) setImmediate(drainInBackground);
    },
    drain,
    start(intervalMs) {
      started = true;
      timer ??= setInterval(drainInBackground, intervalMs);
      timer.unref();
      drainInBackground();
    },
    async stop() {
      const wasStarted = started;
      started = false;
      if (timer) clearInterval(timer);
      timer = null;
      while (running || following) await (following ?? running)!.catch(() => undefined);
      // Messages stored just before a clean stop go out now rather than at the next start (a few
      // seconds at most: a mail server that hangs must not hold the shutdown).
      if (wasStarted) {
        let timeout: NodeJS.Timeout | undefined;
        await Promise.race([
          drain().catch(() => 0),
          new Promise((resolve) => (timeout = setTimeout(resolve, OUTBOX.finalDrainMs))),
        ]);
        clearTimeout(timeout);
      }
    },
    async backlog() {
      const result = await runPrepared(
        db,
        'outbox_backlog',
        sql`select count(*)::int as n from outbox where status = 'pending'`,
      );
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}
