/** A location's settings: pause online ordering (staff too), and for admins hours, exceptions and zones. */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { locationSettingsBodySchema, type AdminMe, type LocationSettings } from '@gh/domain/admin';
import {
  AUTO_ACCEPT_MINUTES,
  WEEKDAY_NAMES,
  amsterdamDate,
  formatMoneyInput,
  formatTime,
  parseMoneyInput,
  type PauseDuration,
} from '@gh/domain';
import { NO_BUSINESS_DETAILS } from '@gh/domain/business';
import { ApiError } from '../../../lib/api-client';
import { PauseCard } from './pause-card';
import { PrinterCard } from './printer-card';
import { BusinessDetailsCard } from './business-details-card';
import { StampCardSettings } from './stamp-card-settings';
import { getLocation, pauseLocation, saveLocation } from '../api/locations';
import { Alert, Button, Card, CheckboxField, FieldError, inputClass, issuesByPath } from './ui';

type Stored = Omit<LocationSettings, 'slug' | 'name'>;
type StoredZone = Stored['zones'][number];
/** Money is edited as Dutch text ("2,50"); parsed back on save. */
type Editable = Omit<Stored, 'zones'> & {
  zones: (Omit<StoredZone, 'fee' | 'minOrder'> & { fee: string; minOrder: string })[];
};

export function toEditable(stored: Stored): Editable {
  return {
    ...stored,
    zones: stored.zones.map((z) => ({
      ...z,
      fee: formatMoneyInput(z.fee),
      minOrder: formatMoneyInput(z.minOrder),
    })),
  };
}

export function fromEditable(form: Editable): unknown {
  return {
    ...form,
    zones: form.zones.map((z) => ({
      ...z,
      fee: parseMoneyInput(z.fee),
      minOrder: parseMoneyInput(z.minOrder),
    })),
  };
}

const small = `${inputClass} min-w-0`;

export function LocationSettingsPanel({
  me,
  location,
  onUnauthorized,
}: {
  me: AdminMe;
  location: string;
  onUnauthorized: () => void;
}) {
  const [settings, setSettings] = useState<LocationSettings | null>(null);
  const [form, setForm] = useState<Editable | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const id = useId();
  const isAdmin = me.role === 'admin';

  useEffect(() => {
    if (!isAdmin) return;
    const controller = new AbortController();
    getLocation(location, controller.signal)
      .then((s) => {
        setSettings(s);
        const { slug: _s, name: _n, ...rest } = s;
        setForm(toEditable(rest));
      })
      .catch((err) => {
        if (err instanceof ApiError && err.status === 401) onUnauthorized();
        else if ((err as Error).name !== 'AbortError')
          setMessage({ tone: 'error', text: 'Instellingen laden mislukt.' });
      });
    return () => controller.abort();
  }, [location, isAdmin, onUnauthorized]);

  async function togglePause(paused: boolean, text: string | null, duration?: PauseDuration) {
    try {
      const s = await pauseLocation(location, paused, text, duration);
      setSettings(s);
      setForm(
        (f) =>
          f && {
            ...f,
            orderingPaused: s.orderingPaused,
            pausedMessage: s.pausedMessage,
            pausedUntil: s.pausedUntil ?? null,
          },
      );
      setMessage({
        tone: 'success',
        text: !paused
          ? 'Online bestellen staat weer aan.'
          : s.pausedUntil
            ? `Online bestellen is gepauzeerd tot ${formatTime(new Date(s.pausedUntil))}; daarna gaat het vanzelf weer aan.`
            : 'Online bestellen is gepauzeerd.',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : 'Wijzigen mislukt.' });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const parsed = locationSettingsBodySchema.safeParse(fromEditable(form));
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      setMessage({ tone: 'error', text: 'Controleer de gemarkeerde velden.' });
      return;
    }
    setErrors({});
    try {
      const s = await saveLocation(location, parsed.data);
      setSettings(s);
      const { slug: _s, name: _n, ...saved } = s;
      setForm(toEditable(saved));
      setMessage({ tone: 'success', text: 'De instellingen zijn opgeslagen.' });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) onUnauthorized();
      else setMessage({ tone: 'error', text: err instanceof ApiError ? err.message : 'Opslaan mislukt.' });
    }
  }

  const pausedUntil = settings?.pausedUntil ? new Date(settings.pausedUntil) : null;
  const paused = (settings?.orderingPaused ?? false) || pausedUntil !== null;
  const update = (patch: Partial<Editable>) => setForm((f) => f && { ...f, ...patch });

  return (
    <section aria-labelledby="location-title" className="space-y-4 print:hidden">
      <h2 id="location-title" className="text-2xl font-bold">
        Locatie-instellingen
      </h2>
      <div aria-live="polite">{message ? <Alert tone={message.tone}>{message.text}</Alert> : null}</div>
      <PauseCard
        loading={isAdmin && !settings}
        paused={paused}
        pausedUntil={pausedUntil}
        onPause={(pause, duration) => void togglePause(pause, form?.pausedMessage ?? null, duration)}
      />
      {isAdmin ? <PrinterCard key={location} location={location} onUnauthorized={onUnauthorized} /> : null}
      {isAdmin ? (
        <StampCardSettings key={`stamps-${location}`} location={location} onUnauthorized={onUnauthorized} />
      ) : null}
      {isAdmin && form ? (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Card className="space-y-3">
            <div className="flex flex-wrap gap-6">
              <CheckboxField
                label="Afhalen"
                checked={form.pickup}
                onChange={(checked) => update({ pickup: checked })}
              />
              <CheckboxField
                label="Bezorgen"
                checked={form.delivery}
                onChange={(checked) => update({ delivery: checked })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-paused`} className="mb-1 block text-sm font-semibold">
                Bericht voor klanten tijdens een pauze
              </label>
              <input
                id={`${id}-paused`}
                className={inputClass}
                value={form.pausedMessage ?? ''}
                onChange={(e) => update({ pausedMessage: e.target.value || null })}
              />
            </div>
            <div>
              <label htmlFor={`${id}-auto`} className="mb-1 block text-sm font-semibold">
                Vanzelf accepteren
              </label>
              <select
                id={`${id}-auto`}
                className={inputClass}
                aria-describedby={`${id}-auto-hint`}
                value={form.autoAcceptMinutes ?? ''}
                onChange={(e) =>
                  update({ autoAcceptMinutes: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">Uit: een kok accepteert elke bestelling</option>
                {AUTO_ACCEPT_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    Na {m} minuten zonder kok
                  </option>
                ))}
              </select>
              <p id={`${id}-auto-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                Een betaalde bestelling die niemand accepteert, wordt dan geaccepteerd met de standaard
                bereidingstijd.
              </p>
            </div>
            <div>
              <label htmlFor={`${id}-vat`} className="mb-1 block text-sm font-semibold">
                Btw over de bezorgkosten
              </label>
              <select
                id={`${id}-vat`}
                className={inputClass}
                aria-describedby={`${id}-vat-hint`}
                value={form.deliveryVatRate ?? ''}
                onChange={(e) =>
                  update({ deliveryVatRate: e.target.value === '' ? null : Number(e.target.value) })
                }
              >
                <option value="">Volgt het hoofdtarief van de bestelling</option>
                <option value="9">Altijd 9%</option>
                <option value="21">Altijd 21%</option>
              </select>
              <p id={`${id}-vat-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                Het hoofdtarief is het tarief met het grootste bedrag in de bestelling. Een wijziging geldt
                voor nieuwe bestellingen; eerdere bestellingen houden hun tarief.
              </p>
            </div>
          </Card>

          <BusinessDetailsCard
            value={form.business ?? NO_BUSINESS_DETAILS}
            errors={errors}
            onChange={(business) => update({ business })}
          />

          <Card className="space-y-2">
            <h3 className="text-lg font-bold">Openingstijden</h3>
            <p className="text-sm">Een sluitingstijd vóór de openingstijd loopt door na middernacht.</p>
            <div
              aria-hidden="true"
              className="hidden grid-cols-[1fr_9rem_9rem_6rem] gap-2 text-sm font-semibold sm:grid"
            >
              <span>Dag</span>
              <span>Open</span>
              <span>Dicht</span>
            </div>
            <ul className="space-y-2">
              {form.hours.map((h, i) => (
                <li key={i} className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[1fr_9rem_9rem_6rem]">
                  <div>
                    <label htmlFor={`${id}-h${i}-day`} className="sr-only">
                      Dag {i + 1}
                    </label>
                    <select
                      id={`${id}-h${i}-day`}
                      className={small}
                      value={h.weekday}
                      onChange={(e) =>
                        update({
                          hours: form.hours.map((x, j) =>
                            j === i ? { ...x, weekday: Number(e.target.value) } : x,
                          ),
                        })
                      }
                    >
                      {WEEKDAY_NAMES.map((name, d) => (
                        <option key={name} value={d + 1}>
                          {name}
                        </option>
                      ))}
                    </select>
                  </div>
                  {(['opens', 'closes'] as const).map((key) => (
                    <div key={key}>
                      <label htmlFor={`${id}-h${i}-${key}`} className="sr-only">
                        {key === 'opens' ? 'Open vanaf' : 'Gesloten vanaf'} (regel {i + 1})
                      </label>
                      <input
                        id={`${id}-h${i}-${key}`}
                        type="time"
                        className={small}
                        value={h[key]}
                        aria-invalid={errors[`hours.${i}.${key}`] ? true : undefined}
                        onChange={(e) =>
                          update({
                            hours: form.hours.map((x, j) => (j === i ? { ...x, [key]: e.target.value } : x)),
                          })
                        }
                      />
                    </div>
                  ))}
                  <Button
                    variant="secondary"
                    onClick={() => update({ hours: form.hours.filter((_, j) => j !== i) })}
                  >
                    Verwijder<span className="sr-only"> regel {i + 1}</span>
                  </Button>
                </li>
              ))}
            </ul>
            <Button
              variant="secondary"
              onClick={() =>
                update({ hours: [...form.hours, { weekday: 1, opens: '16:00', closes: '22:00' }] })
              }
            >
              Tijden toevoegen
            </Button>
          </Card>

          <Card className="space-y-2">
            <h3 className="text-lg font-bold">Afwijkende dagen</h3>
            <ul className="space-y-2">
              {form.exceptions.map((ex, i) => {
                const set = (patch: Partial<typeof ex>) =>
                  update({ exceptions: form.exceptions.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
                return (
                  <li
                    key={i}
                    className="grid grid-cols-2 items-end gap-2 sm:grid-cols-[10rem_auto_9rem_9rem_1fr_auto]"
                  >
                    <div>
                      <label htmlFor={`${id}-e${i}-date`} className="text-sm font-semibold">
                        Datum
                      </label>
                      <input
                        id={`${id}-e${i}-date`}
                        type="date"
                        className={small}
                        value={ex.date}
                        onChange={(e) => set({ date: e.target.value })}
                      />
                    </div>
                    <CheckboxField
                      label="Gesloten"
                      className="pb-2"
                      checked={ex.closed}
                      onChange={(checked) => set({ closed: checked })}
                    />
                    <div>
                      <label htmlFor={`${id}-e${i}-opens`} className="text-sm font-semibold">
                        Open
                      </label>
                      <input
                        id={`${id}-e${i}-opens`}
                        type="time"
                        className={small}
                        disabled={ex.closed}
                        value={ex.opens ?? ''}
                        onChange={(e) => set({ opens: e.target.value || null })}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${id}-e${i}-closes`} className="text-sm font-semibold">
                        Dicht
                      </label>
                      <input
                        id={`${id}-e${i}-closes`}
                        type="time"
                        className={small}
                        disabled={ex.closed}
                        value={ex.closes ?? ''}
                        onChange={(e) => set({ closes: e.target.value || null })}
                      />
                    </div>
                    <div>
                      <label htmlFor={`${id}-e${i}-note`} className="text-sm font-semibold">
                        Notitie
                      </label>
                      <input
                        id={`${id}-e${i}-note`}
                        className={small}
                        value={ex.note ?? ''}
                        onChange={(e) => set({ note: e.target.value || null })}
                      />
                    </div>
                    <Button
                      variant="secondary"
                      onClick={() => update({ exceptions: form.exceptions.filter((_, j) => j !== i) })}
                    >
                      Verwijder<span className="sr-only"> dag {i + 1}</span>
                    </Button>
                    <FieldError id={`${id}-e${i}-error`} message={errors[`exceptions.${i}.opens`]} />
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              onClick={() =>
                update({
                  exceptions: [
                    ...form.exceptions,
                    {
                      // Today in Amsterdam, not the UTC date (yesterday's just after midnight).
                      date: amsterdamDate(new Date()),
                      closed: true,
                      opens: null,
                      closes: null,
                      note: null,
                    },
                  ],
                })
              }
            >
              Dag toevoegen
            </Button>
          </Card>

          <Card className="space-y-2">
            <h3 className="text-lg font-bold">Bezorggebieden</h3>
            <ul className="space-y-3">
              {form.zones.map((zone, i) => {
                const set = (patch: Partial<typeof zone>) =>
                  update({ zones: form.zones.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
                const fields = [
                  ['postcodeFrom', 'Postcode van'],
                  ['postcodeTo', 'Postcode tot en met'],
                  ['fee', 'Bezorgkosten (€)'],
                  ['minOrder', 'Minimumbedrag (€)'],
                ] as const;
                return (
                  <li key={i} className="grid items-end gap-2 sm:grid-cols-[1fr_7rem_7rem_7rem_7rem_auto]">
                    <div>
                      <label htmlFor={`${id}-z${i}-name`} className="text-sm font-semibold">
                        Gebied
                      </label>
                      <input
                        id={`${id}-z${i}-name`}
                        className={small}
                        value={zone.name}
                        onChange={(e) => set({ name: e.target.value })}
                      />
                    </div>
                    {fields.map(([key, label]) => (
                      <div key={key}>
                        <label htmlFor={`${id}-z${i}-${key}`} className="text-sm font-semibold">
                          {label}
                        </label>
                        <input
                          id={`${id}-z${i}-${key}`}
                          {...(key === 'fee' || key === 'minOrder'
                            ? { type: 'text', inputMode: 'decimal' as const }
                            : { type: 'number', step: '1' })}
                          className={small}
                          value={zone[key]}
                          aria-invalid={errors[`zones.${i}.${key}`] ? true : undefined}
                          aria-describedby={
                            errors[`zones.${i}.${key}`] ? `${id}-z${i}-${key}-error` : undefined
                          }
                          onChange={(e) =>
                            set(
                              key === 'fee' || key === 'minOrder'
                                ? { [key]: e.target.value }
                                : { [key]: Number(e.target.value) },
                            )
                          }
                        />
                        <FieldError id={`${id}-z${i}-${key}-error`} message={errors[`zones.${i}.${key}`]} />
                      </div>
                    ))}
                    <Button
                      variant="secondary"
                      onClick={() => update({ zones: form.zones.filter((_, j) => j !== i) })}
                    >
                      Verwijder<span className="sr-only"> gebied {i + 1}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              onClick={() =>
                update({
                  zones: [
                    ...form.zones,
                    { name: '', postcodeFrom: 1000, postcodeTo: 1000, fee: '2,50', minOrder: '15,00' },
                  ],
                })
              }
            >
              Gebied toevoegen
            </Button>
          </Card>
          <Button type="submit">Instellingen opslaan</Button>
        </form>
      ) : null}
    </section>
  );
}
