/**
 * The location's stamp card (issue 29 item 2, decision 052), under its settings: on or off, how many
 * stamps make a full card, the reward (an amount off or a product of the menu) and the minimum order
 * that earns a stamp. Checked with the server's schema; the server adds that the product is on the menu.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { formatMoneyInput, parseMoneyInput } from '@gh/domain';
import { stampCardBodySchema, type StampCard } from '@gh/domain/stamps';
import { ApiError } from '../../../lib/api-client';
import { getStampCard, saveStampCard } from '../api/stamp-card';
import { Alert, Button, Card, CheckboxField, issuesByPath, MoneyField, SelectField, TextField } from './ui';

interface Form {
  enabled: boolean;
  stampsNeeded: string;
  kind: 'amountOff' | 'product';
  amountOff: string;
  product: string;
  minimumOrder: string;
}

const EMPTY: Form = {
  enabled: false,
  stampsNeeded: '10',
  kind: 'amountOff',
  amountOff: '5,00',
  product: '',
  minimumOrder: '15,00',
};

function toForm(card: StampCard): Form {
  return {
    enabled: card.enabled,
    stampsNeeded: String(card.stampsNeeded),
    kind: 'product' in card.reward ? 'product' : 'amountOff',
    amountOff: 'amountOff' in card.reward ? formatMoneyInput(card.reward.amountOff) : '',
    product: 'product' in card.reward ? card.reward.product : '',
    minimumOrder: formatMoneyInput(card.minimumOrder),
  };
}

function fromForm(form: Form) {
  return {
    enabled: form.enabled,
    stampsNeeded: Number(form.stampsNeeded),
    reward:
      form.kind === 'amountOff' ? { amountOff: parseMoneyInput(form.amountOff) } : { product: form.product },
    minimumOrder: parseMoneyInput(form.minimumOrder),
  };
}

export function StampCardSettings({
  location,
  onUnauthorized,
}: {
  location: string;
  onUnauthorized: () => void;
}) {
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getStampCard(location, controller.signal)
      .then(({ card }) => setForm(card ? toForm(card) : EMPTY))
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else if ((err as Error).name !== 'AbortError')
          setMessage({ tone: 'error', text: 'Stempelkaart laden mislukt.' });
      });
    return () => controller.abort();
  }, [location, onUnauthorized]);

  if (!form) return message ? <Alert tone="error">{message.text}</Alert> : null;
  const update = (patch: Partial<Form>) => setForm((f) => f && { ...f, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = stampCardBodySchema.safeParse(fromForm(form));
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      setMessage({ tone: 'error', text: 'Controleer de gemarkeerde velden.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { card } = await saveStampCard(location, parsed.data);
      setForm(toForm(card));
      setMessage({ tone: 'success', text: 'De stempelkaart is opgeslagen.' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : 'Opslaan mislukt.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="space-y-3">
      <form onSubmit={submit} noValidate className="space-y-3" aria-labelledby="stamp-card-title">
        <h3 id="stamp-card-title" className="text-lg font-bold">
          Stempelkaart
        </h3>
        <p className="text-sm">
          Elke betaalde bestelling vanaf het minimum (wat de klant voor de producten betaalt na kortingen,
          zonder bezorgkosten) geeft een stempel op het e-mailadres. Een volle kaart geeft de beloning één
          keer, alleen aan een klant die is ingelogd bij Mijn Gouden Haan.
        </p>
        <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
        <CheckboxField
          label="Stempelkaart aan"
          checked={form.enabled}
          onChange={(checked) => update({ enabled: checked })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Stempels voor een volle kaart"
            inputMode="numeric"
            value={form.stampsNeeded}
            onChange={(e) => update({ stampsNeeded: e.target.value })}
            error={errors.stampsNeeded}
          />
          <MoneyField
            label="Minimale bestelling voor een stempel (€)"
            value={form.minimumOrder}
            onChange={(e) => update({ minimumOrder: e.target.value })}
            error={errors.minimumOrder}
          />
          <SelectField
            label="Beloning"
            value={form.kind}
            onChange={(e) => update({ kind: e.target.value as Form['kind'] })}
            options={[
              { value: 'amountOff', label: 'Een bedrag korting' },
              { value: 'product', label: 'Een gratis product' },
            ]}
          />
          {form.kind === 'amountOff' ? (
            <MoneyField
              label="Korting (€)"
              value={form.amountOff}
              onChange={(e) => update({ amountOff: e.target.value })}
              error={errors['reward.amountOff'] ?? errors.reward}
            />
          ) : (
            <TextField
              label="Product (naam zoals op het menu)"
              value={form.product}
              onChange={(e) => update({ product: e.target.value })}
              error={errors['reward.product'] ?? errors.reward}
              hint="De klant krijgt de basisprijs van dit product, als het in de winkelwagen ligt."
            />
          )}
        </div>
        <Button type="submit" disabled={busy}>
          Stempelkaart opslaan
        </Button>
      </form>
    </Card>
  );
}
