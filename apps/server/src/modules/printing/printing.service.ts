/**
 * Kitchen printing through Star CloudPRNT (issue 19 item 8, decision 031): the printer's poll, job
 * fetch and confirmation, the print queue (one ticket per accepted order and print number, leased
 * while it prints), the owner's printer URL and "Opnieuw printen".
 */
import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@gh/domain/admin';
import {
  PRINTER_MESSAGES,
  PRINTER_OFFLINE_MS,
  PRINT_MEDIA_TYPES,
  decodeStatus,
  printedOk,
  printerProblem,
  type PrinterStatus,
  type PrintMediaType,
} from '@gh/domain/printer';
import { kitchenTicket, ticketMarkup, ticketText } from '@gh/domain/ticket';
import { MESSAGES } from '@gh/domain';
import type { Db, DbOrTx } from '../../db/client';
import { publishOrderEvent, toAdminOrderOf, findOrderById, lockOrder } from '../orders';
import { audit, type Actor } from '../../lib/audit';
import {
  AppError,
  ConflictError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { sha256 } from '../../lib/tokens';
import type { KitchenPrinter } from '../admin-orders';
import { findLocation } from '../locations';
import { printingRepository as repo } from './printing.repository';

/** How long a fetched job is the printer's before it is offered again (it prints in seconds). */
export const LEASE_MS = 30_000;
/** Tickets older than this are not printed any more (a printer back after a weekend): the board can. */
export const JOB_MAX_AGE_MS = 12 * 3600_000;
/** Requests with an unknown printer URL one address may make (a printer left on an old URL polls on). */
export const BAD_TOKEN_LIMIT: Limit = { max: 30, windowMs: 10 * 60_000 };
/** Orders a ticket is printed again for: accepted and not cancelled. */
const REPRINTABLE = new Set(['in_preparation', 'ready', 'out_for_delivery', 'completed']);

export interface PollBody {
  statusCode?: string | null | undefined;
  printerMAC?: string | null | undefined;
  printingInProgress?: boolean | null | undefined;
}

export type PollAnswer =
  | { jobReady: false }
  | { jobReady: true; mediaTypes: PrintMediaType[]; jobToken: string; deleteMethod: 'DELETE' };

export interface PrintingDeps {
  db: Db;
  now: () => Date;
  limiter: RateLimiter;
  siteUrl: string;
  leaseMs?: number;
}

export function createPrintingService(deps: PrintingDeps) {
  const { db, now, limiter } = deps;
  const leaseMs = deps.leaseMs ?? LEASE_MS;

  /** Tells every board of the location to reload (the printer's status or a ticket changed). */
  async function tellBoards(tx: DbOrTx, location: string) {
    await publishOrderEvent(tx, { orderId: null, location, status: 'printer' });
  }

  /** A request with an unknown token: 401, or 429 once an address keeps trying. */
  async function refuse(address: string): Promise<never> {
    const admitted = await limiter.hit(`cloudprnt-bad:${address}`, BAD_TOKEN_LIMIT);
    if (!admitted.ok)
      throw new TooManyRequestsError(PRINTER_MESSAGES.tooManyBadTokens, admitted.retryAfterMs / 1000);
    throw new UnauthorizedError(PRINTER_MESSAGES.unknownToken);
  }

  async function printerOf(token: string, address: string) {
    const printer = await repo.printerByToken(db, sha256(token));
    return printer ?? refuse(address);
  }

  function jobId(token: string | undefined): number | null {
    return token && /^\d{1,15}$/.test(token) ? Number(token) : null;
  }

  /** What the kitchen board asks of printing (its KitchenPrinter). */
  const kitchenPrinter: KitchenPrinter = {
    /**
     * Queues an accepted order's first ticket, inside the accepting transaction, when its location has
     * a printer. Accepting twice (two instances, the auto-accept and a cook) still makes one job.
     */
    async enqueueAccepted(tx: DbOrTx, order: { id: string; locationSlug: string }, actor: string) {
      await repo.enqueue(tx, {
        orderId: order.id,
        location: order.locationSlug,
        printNumber: 1,
        requestedBy: actor,
        at: now(),
      });
    },

    async status(location: string): Promise<PrinterStatus> {
      const printer = await repo.printer(db, location);
      if (!printer)
        return { connected: false, lastPollAt: null, statusCode: null, problem: null, waiting: 0 };
      const since = new Date(now().getTime() - JOB_MAX_AGE_MS);
      return {
        connected: true,
        lastPollAt: printer.lastPollAt?.toISOString() ?? null,
        statusCode: printer.statusCode,
        problem: printerProblem(printer.statusCode),
        waiting: await repo.waiting(db, location, since),
      };
    },

    printedAt(orderIds: string[]) {
      return repo.printedAt(db, orderIds);
    },
  };

  return {
    /**
     * The printer's poll: stores its status (telling the boards when it changed or it came back) and
     * answers whether a ticket is ready, the oldest free one first.
     */
    async poll(token: string, body: PollBody, address: string): Promise<PollAnswer> {
      const at = now();
      const statusCode = body.statusCode ? decodeStatus(String(body.statusCode)).slice(0, 100) : null;
      const mac = body.printerMAC ? String(body.printerMAC).slice(0, 40) : null;
      const seen = await repo.recordPoll(db, sha256(token), { at, statusCode, mac });
      if (!seen) return refuse(address);
      const wasOffline =
        !seen.previousPollAt || at.getTime() - seen.previousPollAt.getTime() > PRINTER_OFFLINE_MS;
      if (wasOffline || printerProblem(seen.previousCode) !== printerProblem(statusCode))
        await tellBoards(db, seen.location);
      // A printer busy with a ticket gets no other before it confirms this one.
      if (body.printingInProgress === true) return { jobReady: false };
      const job = await repo.nextFree(db, seen.location, at, new Date(at.getTime() - JOB_MAX_AGE_MS));
      if (!job) return { jobReady: false };
      return {
        jobReady: true,
        mediaTypes: [...PRINT_MEDIA_TYPES],
        jobToken: String(job.id),
        deleteMethod: 'DELETE',
      };
    },

    /**
     * The printer fetches a ticket in the type it chose. The job is then leased to it: not offered
     * again until it confirms or the lease runs out. Fetching again (the protocol allows it) answers
     * the same ticket.
     */
    async fetch(
      token: string,
      query: { type?: string | undefined; token?: string | undefined },
      address: string,
    ): Promise<{ type: PrintMediaType; body: string }> {
      const printer = await printerOf(token, address);
      const type = (query.type ?? 'text/plain').split(';')[0]!.trim() as PrintMediaType;
      if (!PRINT_MEDIA_TYPES.includes(type)) throw new UnsupportedMediaTypeError();
      const found = await repo.unprinted(
        db,
        printer.locationSlug,
        query.token ? (jobId(query.token) ?? -1) : null,
      );
      if (!found) throw new NotFoundError(PRINTER_MESSAGES.noJob);
      const job = await repo.lease(db, found.id, new Date(now().getTime() + leaseMs));
      if (!job) throw new NotFoundError(PRINTER_MESSAGES.noJob); // confirmed meanwhile
      const row = await findOrderById(db, job.orderId);
      const place = row ? await findLocation(db, row.locationSlug) : undefined;
      if (!row) throw new NotFoundError(PRINTER_MESSAGES.noJob);
      const lines = kitchenTicket(await toAdminOrderOf(db, row), place?.name ?? row.locationSlug, job.printNumber);
      return { type, body: type === 'text/plain' ? ticketText(lines) : ticketMarkup(lines) };
    },

    /**
     * The printer's confirmation: a 2xx code (or "OK") marks the ticket printed, once; an error code
     * frees it for another try. Confirming again, or a job already printed, changes nothing.
     */
    async confirm(
      token: string,
      query: { code?: string | undefined; token?: string | undefined },
      address: string,
    ): Promise<void> {
      const printer = await printerOf(token, address);
      const location = printer.locationSlug;
      const code = decodeStatus(query.code ?? '').slice(0, 100);
      const id = query.token ? jobId(query.token) : ((await repo.oldestFetched(db, location))?.id ?? null);
      if (id === null) return;
      if (printedOk(code)) {
        await db.transaction(async (tx) => {
          if (await repo.markPrinted(tx, location, id, code, now())) await tellBoards(tx, location);
        });
      } else {
        await repo.release(db, location, id, code);
      }
    },

    /** "Opnieuw printen": the next print number of an accepted order, logged in the audit log. */
    async reprint(actor: Actor, orderId: string): Promise<{ printNumber: number }> {
      const printNumber = await db.transaction(async (tx) => {
        // The order's row lock: two clicks at once make numbers n+1 and n+2, never a clash.
        const order = await lockOrder(tx, orderId);
        if (!order) throw new NotFoundError(ADMIN_MESSAGES.orderNotFound);
        if (!REPRINTABLE.has(order.status)) throw new ConflictError(PRINTER_MESSAGES.notAccepted);
        if (!(await repo.printer(tx, order.locationSlug)))
          throw new ConflictError(PRINTER_MESSAGES.noPrinter);
        const next = (await repo.lastPrintNumber(tx, orderId)) + 1;
        await repo.enqueue(tx, {
          orderId,
          location: order.locationSlug,
          printNumber: next,
          requestedBy: `admin:${actor.email}`,
          at: now(),
        });
        await audit(tx, actor, 'order.reprint', 'order', orderId, { printNumber: next });
        await tellBoards(tx, order.locationSlug);
        return next;
      });
      return { printNumber };
    },

    /** A new printer URL for a location (the old one stops working): shown once, stored hashed. */
    async newToken(actor: Actor, location: string): Promise<{ url: string; createdAt: string }> {
      if (!(await findLocation(db, location))) throw new NotFoundError(MESSAGES.unknownLocation);
      const token = randomBytes(24).toString('base64url');
      const at = now();
      await db.transaction(async (tx) => {
        await repo.setToken(tx, location, sha256(token), at);
        await audit(tx, actor, 'printer.token', 'location', location);
        await tellBoards(tx, location);
      });
      return { url: `${deps.siteUrl}/api/cloudprnt/${token}`, createdAt: at.toISOString() };
    },

    ...kitchenPrinter,
  };
}

export type PrintingService = ReturnType<typeof createPrintingService>;

/** 415: the printer asked for a type the server does not make. */
export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, PRINTER_MESSAGES.badMediaType);
  }
}
