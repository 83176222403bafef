/**
 * The location's kitchen printer (decision 031): the owner makes the URL to type into a Star CloudPRNT
 * printer, or a new one that replaces it; the URL is shown once, as only its hash is kept.
 */
import { useEffect, useId, useState } from 'react';
import {
  PRINTER_MESSAGES,
  PRINTER_PROBLEM_LABELS,
  printerStatusText,
  type PrinterStatus,
} from '@gh/domain/printer';
import { ApiError } from '../../../lib/api-client';
import { getPrinter, newPrinterUrl } from '../api/locations';
import { Alert, Button, Card, inputClass } from './ui';

export function PrinterCard({ location, onUnauthorized }: { location: string; onUnauthorized: () => void }) {
  const [status, setStatus] = useState<PrinterStatus | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  useEffect(() => {
    const controller = new AbortController();
    getPrinter(location, controller.signal)
      .then(setStatus)
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else if ((err as Error).name !== 'AbortError') setError('Printergegevens laden mislukt.');
      });
    return () => controller.abort();
  }, [location, onUnauthorized]);

  async function make() {
    setConfirming(false);
    try {
      const answer = await newPrinterUrl(location);
      setUrl(answer.url);
      setStatus(await getPrinter(location));
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setError(err instanceof ApiError ? err.message : 'Printer-URL maken mislukt.');
    }
  }

  return (
    <Card className="space-y-3">
      <h3 className="text-lg font-bold">Keukenprinter</h3>
      <p className="text-sm">
        Een Star-bonprinter met CloudPRNT (zoals de TSP143IV) haalt elke geaccepteerde bestelling zelf op en
        print de bon, zonder pc in de keuken.
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {status ? (
        <p className="text-sm font-semibold" data-testid="printer-card-status">
          {status.connected
            ? printerStatusText(status.lastPollAt, new Date())
            : PRINTER_MESSAGES.notConnected}
          {status.problem ? ` · ${PRINTER_PROBLEM_LABELS[status.problem]}` : ''}
        </p>
      ) : null}
      {url ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-url`} className="block text-sm font-semibold">
            Printer-URL (alleen nu zichtbaar)
          </label>
          <input
            id={`${id}-url`}
            readOnly
            value={url}
            className={`${inputClass} font-mono text-sm`}
            onFocus={(e) => e.currentTarget.select()}
          />
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            Vul deze URL in op de instellingenpagina van de printer bij CloudPRNT, als Server URL. Bewaar hem
            niet ergens anders: met deze URL kan iedereen de bonnen van deze locatie ophalen.
          </p>
        </div>
      ) : null}
      {confirming ? (
        <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="space-y-2">
          <p id={`${id}-confirm`} className="text-sm font-semibold">
            De printer met de oude URL print dan niets meer, tot je hem de nieuwe geeft. Doorgaan?
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => void make()}>Nieuwe URL maken</Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Annuleren
            </Button>
          </div>
        </div>
      ) : status ? (
        <Button
          variant={status.connected ? 'secondary' : 'primary'}
          onClick={() => (status.connected ? setConfirming(true) : void make())}
        >
          {status.connected ? 'Nieuwe printer-URL maken' : 'Printer koppelen'}
        </Button>
      ) : null}
    </Card>
  );
}
