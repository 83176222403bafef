/** Privacy on the "Locatie" tab (admins only): how long orders keep their customer's personal data. */
import { useEffect, useState, type FormEvent } from 'react';
import { PRIVACY_RETENTION } from '@gh/domain/privacy';
import { privacySettingsBodySchema } from '@gh/domain/privacy-api';
import { ApiError } from '../../../lib/api-client';
import { getPrivacySettings, savePrivacySettings } from '../api/privacy';
import { Alert, Button, Card, TextField } from './ui';

export function PrivacySettingsPanel({ onUnauthorized }: { onUnauthorized: () => void }) {
  const [months, setMonths] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getPrivacySettings(controller.signal)
      .then((s) => setMonths(String(s.orderMonths)))
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else if ((err as Error).name !== 'AbortError')
          setMessage({ tone: 'error', text: 'Privacy-instellingen laden mislukt.' });
      });
    return () => controller.abort();
  }, [onUnauthorized]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = privacySettingsBodySchema.safeParse({ orderMonths: Number(months) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      const saved = await savePrivacySettings(parsed.data);
      setMonths(String(saved.orderMonths));
      setMessage({
        tone: 'success',
        text: `Opgeslagen: klantgegevens blijven ${saved.orderMonths} maanden bewaard.`,
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : 'Opslaan mislukt.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="privacy-settings-title" className="space-y-3">
      <h2 id="privacy-settings-title" className="text-xl font-bold">
        Privacy (alle vestigingen)
      </h2>
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      <Card>
        <form onSubmit={save} noValidate className="max-w-md space-y-3">
          <TextField
            label="Klantgegevens van bestellingen bewaren (maanden)"
            hint={`Daarna maakt de site naam, e-mailadres, telefoonnummer, adres en opmerking onherkenbaar. Bedragen en btw blijven ${PRIVACY_RETENTION.taxYears} jaar voor de Belastingdienst. De privacyverklaring noemt deze termijn.`}
            type="number"
            inputMode="numeric"
            min={PRIVACY_RETENTION.minOrderMonths}
            max={PRIVACY_RETENTION.maxOrderMonths}
            value={months ?? ''}
            disabled={months === null}
            error={error}
            onChange={(e) => setMonths(e.target.value)}
          />
          <Button type="submit" disabled={saving || months === null}>
            {saving ? 'Opslaan…' : 'Bewaartermijn opslaan'}
          </Button>
        </form>
      </Card>
    </section>
  );
}
