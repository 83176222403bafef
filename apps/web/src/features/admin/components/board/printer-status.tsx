/**
 * The kitchen printer on the board (decision 031): online with the seconds since its last poll, or
 * offline since when, and the paper or cover problem it reported. The board reloads when the printer's
 * status changes; the seconds count here.
 */
import { useEffect, useState } from 'react';
import {
  PRINTER_MESSAGES,
  PRINTER_PROBLEM_LABELS,
  printerOnline,
  printerStatusText,
  type PrinterStatus,
} from '@gh/domain/printer';

const BADGE = 'rounded-full px-3 py-1 text-sm font-semibold';

export function PrinterStatusLine({ printer }: { printer: PrinterStatus | undefined }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 5_000);
    return () => clearInterval(timer);
  }, []);
  if (!printer?.connected)
    return (
      <p className="text-sm text-neutral-700 dark:text-neutral-300" data-testid="printer-status">
        {PRINTER_MESSAGES.notConnected}
      </p>
    );
  const online = printerOnline(printer.lastPollAt, now);
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="printer-status">
      <span
        className={`${BADGE} ${
          online
            ? 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'
            : 'bg-brand-red text-white'
        }`}
      >
        {printerStatusText(printer.lastPollAt, now)}
      </span>
      {printer.problem ? (
        <span
          role="status"
          className={`${BADGE} ${
            printer.problem === 'paper_low' ? 'bg-brand-yellow text-brand-black' : 'bg-brand-red text-white'
          }`}
        >
          {PRINTER_PROBLEM_LABELS[printer.problem]}
          {printer.problem === 'error' && printer.statusCode ? ` (${printer.statusCode})` : ''}
        </span>
      ) : null}
      {printer.waiting > 0 ? (
        <span className="text-sm font-semibold">
          {printer.waiting === 1
            ? '1 bon wacht op de printer'
            : `${printer.waiting} bonnen wachten op de printer`}
        </span>
      ) : null}
    </div>
  );
}
