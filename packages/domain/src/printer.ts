/**
 * The kitchen's receipt printer through Star CloudPRNT (issue 19 item 8, decision 031): what the
 * printer's reported status code means, and how the board says it.
 */
import { z } from './zod';
import { formatTime } from './hours';

/** The printer polls every few seconds; this long without a poll and the board calls it offline. */
export const PRINTER_OFFLINE_MS = 60_000;

/** The media types the server offers a job in; a TSP100IV picks `text/plain`. */
export const PRINT_MEDIA_TYPES = ['text/vnd.star.markup', 'text/plain'] as const;
export type PrintMediaType = (typeof PRINT_MEDIA_TYPES)[number];

export type PrinterProblem = 'paper_low' | 'paper_out' | 'paper_jam' | 'cover_open' | 'error';

/**
 * A CloudPRNT status code ("200 OK", "211 Paper Low", "410 Out of paper", possibly URL-encoded as
 * "200%20OK") as a problem to show, or null when the printer is fine. 2xx is online (21x: paper
 * low), 41x paper errors, 42x the cover, other 4xx and 5xx errors.
 */
export function printerProblem(statusCode: string | null | undefined): PrinterProblem | null {
  const code = /^\s*(\d{3,4})/.exec(decodeStatus(statusCode ?? ''))?.[1];
  if (!code) return null;
  if (code.startsWith('21')) return 'paper_low';
  if (code.startsWith('2')) return null;
  if (code === '411') return 'paper_jam';
  if (code.startsWith('41')) return 'paper_out';
  if (code.startsWith('42')) return 'cover_open';
  return 'error';
}

/** Some firmware URL-encodes the status code in its JSON ("200%20OK"). */
export function decodeStatus(statusCode: string): string {
  try {
    return decodeURIComponent(statusCode.replace(/\+/g, ' '));
  } catch {
    return statusCode;
  }
}

/** Whether a confirmation's `code` means the job printed: "OK", "200" or "200 OK" (any 2xx). */
export function printedOk(code: string): boolean {
  const text = decodeStatus(code).trim();
  return /^ok$/i.test(text) || /^2\d\d(\s|$)/.test(text);
}

export const PRINTER_PROBLEM_LABELS: Record<PrinterProblem, string> = {
  paper_low: 'Papier bijna op',
  paper_out: 'Papier op',
  paper_jam: 'Papier vast',
  cover_open: 'Klep open',
  error: 'Printerfout',
};

export const PRINTER_MESSAGES = {
  notConnected: 'Nog geen printer gekoppeld',
  neverSeen: 'Printer gekoppeld, nog niet gezien',
  unknownToken: 'Deze printer is niet (meer) gekoppeld. Vraag de eigenaar om de printer-URL.',
  tooManyBadTokens: 'Te veel verzoeken met een onbekende printer-URL. Probeer het later opnieuw.',
  noJob: 'Er staat geen bon klaar.',
  badMediaType: 'Dit formaat kan de server niet leveren.',
  notAccepted: 'Alleen een geaccepteerde bestelling kan opnieuw geprint worden.',
  noPrinter: 'Deze locatie heeft nog geen printer. De eigenaar koppelt er een bij Locaties.',
} as const;

/** The board's status line: "Printer online, laatst 12 s geleden" or "Printer offline sinds 18:04". */
export function printerStatusText(lastPollAt: string | null, now: Date): string {
  if (!lastPollAt) return PRINTER_MESSAGES.neverSeen;
  const at = new Date(lastPollAt);
  const ago = Math.max(0, Math.round((now.getTime() - at.getTime()) / 1000));
  if (ago * 1000 > PRINTER_OFFLINE_MS) return `Printer offline sinds ${formatTime(at, 'nl')}`;
  return `Printer online, laatst ${ago} s geleden`;
}

export function printerOnline(lastPollAt: string | null, now: Date): boolean {
  return lastPollAt !== null && now.getTime() - new Date(lastPollAt).getTime() <= PRINTER_OFFLINE_MS;
}

/** The printer of a location as the board and the location tab see it. */
export const printerStatusSchema = z.object({
  /** Whether the owner made a printer URL for the location. */
  connected: z.boolean(),
  lastPollAt: z.string().nullable(),
  /** The printer's last reported status code, as it sent it ("211 Paper Low"). */
  statusCode: z.string().nullable(),
  problem: z.enum(['paper_low', 'paper_out', 'paper_jam', 'cover_open', 'error']).nullable(),
  /** Tickets waiting to be printed. */
  waiting: z.number(),
});
export type PrinterStatus = z.output<typeof printerStatusSchema>;

/** The answer to making (or replacing) a location's printer URL: shown once. */
export const printerTokenAnswerSchema = z.object({ url: z.string(), createdAt: z.string() });
export type PrinterTokenAnswer = z.output<typeof printerTokenAnswerSchema>;

/** The answer to "Opnieuw printen". */
export const reprintAnswerSchema = z.object({ printNumber: z.number() });
