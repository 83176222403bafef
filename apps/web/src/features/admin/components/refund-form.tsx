/**
 * Refunding an order (issue 19.1): all that remains, an amount, or chosen lines, with a reason; a
 * confirm step names the amount; the button is disabled while sending and one key per confirmed
 * refund makes a double click or a retry one refund.
 */
import { useId, useState } from 'react';
import { formatEuro, parseMoneyInput, toCents } from '@gh/domain';
import { lineRefundCents, refundBodySchema, type OrderRefunds, type RefundBody } from '@gh/domain/refunds';
import { ApiError } from '../../../lib/api-client';
import { createRefund } from '../api/refunds';
import { Alert, Button, FieldError, inputClass, MoneyField, TextField } from './ui';

type Mode = 'rest' | 'amount' | 'lines';
const MODES: { value: Mode; label: string }[] = [
  { value: 'rest', label: 'Alles wat over is' },
  { value: 'amount', label: 'Een bedrag' },
  { value: 'lines', label: 'Regels kiezen' },
];

const newKey = () =>
  (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/[^\w-]/g, '');

export function RefundForm({ data, onDone }: { data: OrderRefunds; onDone(next: OrderRefunds): void }) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('rest');
  const [amount, setAmount] = useState('');
  const [quantities, setQuantities] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirm, setConfirm] = useState<{ body: RefundBody; cents: number; key: string } | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const remainingCents = toCents(data.remaining);

  function review() {
    setResult(null);
    const found: Record<string, string> = {};
    let body: RefundBody | null = null;
    let cents = 0;
    if (mode === 'rest') {
      body = { reason };
      cents = remainingCents;
    } else if (mode === 'amount') {
      const euros = parseMoneyInput(amount);
      if (Number.isNaN(euros)) found.amount = 'Vul een bedrag in, bijvoorbeeld 4,50.';
      else {
        body = { amount: euros, reason };
        cents = toCents(euros);
      }
    } else {
      const lines = data.lines
        .map((l) => ({ index: l.index, quantity: Number(quantities[l.index] ?? 0) }))
        .filter((l) => l.quantity > 0);
      if (lines.length === 0) found.lines = 'Kies bij minstens één regel een aantal.';
      body = { lines, reason };
      cents = lines.reduce((s, chosen) => {
        const line = data.lines[chosen.index]!;
        return (
          s +
          lineRefundCents(
            { totalCents: toCents(line.total), quantity: line.quantity },
            line.refundedQuantity,
            chosen.quantity,
          )
        );
      }, 0);
    }
    const parsed = body ? refundBodySchema.safeParse(body) : null;
    if (parsed && !parsed.success) {
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'reason')] ??= issue.message;
    }
    if (!found.amount && cents > remainingCents)
      found[mode === 'lines' ? 'lines' : 'amount'] =
        `Er kan nog hoogstens ${formatEuro(remainingCents)} terug.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed?.success) return;
    setConfirm({ body: parsed.data, cents, key: newKey() });
  }

  async function send() {
    if (!confirm || sending) return;
    setSending(true);
    try {
      const next = await createRefund(data.orderId, confirm.body, confirm.key);
      const made = next.refunds.at(-1);
      setResult({
        tone: 'success',
        text: made
          ? `${formatEuro(toCents(made.amount))} ${made.status === 'refunded' ? 'teruggestort' : 'wordt teruggestort'} (creditnota ${made.creditNote}). De klant krijgt de creditnota per e-mail.`
          : 'Terugbetaald.',
      });
      setConfirm(null);
      setAmount('');
      setQuantities({});
      setReason('');
      onDone(next);
    } catch (err) {
      setResult({
        tone: 'error',
        text: err instanceof ApiError ? err.message : 'Terugbetalen lukte niet. Probeer het opnieuw.',
      });
    } finally {
      setSending(false);
    }
  }

  if (remainingCents <= 0) {
    return (
      <div className="space-y-3">
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <p>
          {data.paid > 0
            ? 'Alles wat betaald is, is terugbetaald.'
            : 'Er is nog niets betaald, dus er valt niets terug te betalen.'}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
      {confirm ? (
        <div className="space-y-3" role="group" aria-labelledby={`${id}-confirm`}>
          <p id={`${id}-confirm`} className="font-semibold">
            {formatEuro(confirm.cents)} terugbetalen aan de klant? Dit gaat meteen naar de betaalprovider en
            kan niet ongedaan worden.
          </p>
          <p>Reden: {confirm.body.reason}</p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={send} disabled={sending} aria-busy={sending}>
              {sending ? 'Bezig met terugbetalen…' : `Ja, betaal ${formatEuro(confirm.cents)} terug`}
            </Button>
            <Button variant="secondary" onClick={() => setConfirm(null)} disabled={sending}>
              Annuleren
            </Button>
          </div>
        </div>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            review();
          }}
        >
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">Wat betaal je terug?</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {MODES.map((m) => (
                <label key={m.value} className="inline-flex min-h-10 items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    value={m.value}
                    checked={mode === m.value}
                    onChange={() => setMode(m.value)}
                    className="size-5 accent-brand-red"
                  />
                  {m.value === 'rest' ? `${m.label} (${formatEuro(remainingCents)})` : m.label}
                </label>
              ))}
            </div>
          </fieldset>
          {mode === 'amount' ? (
            <MoneyField
              label="Bedrag in euro"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={errors.amount}
              hint={`Hoogstens ${formatEuro(remainingCents)}`}
              className="max-w-xs"
            />
          ) : null}
          {mode === 'lines' ? (
            <fieldset aria-describedby={errors.lines ? `${id}-lines-error` : undefined}>
              <legend className="mb-1 text-sm font-semibold">Hoeveel van elke regel?</legend>
              <ul className="space-y-2">
                {data.lines.map((l) => {
                  const left = l.quantity - l.refundedQuantity;
                  return (
                    <li key={l.index} className="flex flex-wrap items-center gap-3">
                      <label htmlFor={`${id}-line-${l.index}`} className="min-w-0 flex-1">
                        {l.name} ({l.quantity} × voor {formatEuro(toCents(l.total))}, btw {l.vatRate}%)
                        {l.refundedQuantity > 0 ? `, ${l.refundedQuantity} al terugbetaald` : ''}
                      </label>
                      <input
                        id={`${id}-line-${l.index}`}
                        type="number"
                        min={0}
                        max={left}
                        disabled={left === 0}
                        value={quantities[l.index] ?? '0'}
                        onChange={(e) => setQuantities({ ...quantities, [l.index]: e.target.value })}
                        className={`${inputClass} w-24`}
                      />
                    </li>
                  );
                })}
              </ul>
              <FieldError id={`${id}-lines-error`} message={errors.lines} />
            </fieldset>
          ) : null}
          <TextField
            label="Reden (staat op de creditnota)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={errors.reason}
            maxLength={500}
          />
          <Button type="submit">Terugbetalen…</Button>
        </form>
      )}
    </div>
  );
}
