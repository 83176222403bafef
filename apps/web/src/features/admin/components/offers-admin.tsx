/**
 * /admin/acties: the owner's coupon codes and offers (decision 030). Lists with their uses, an edit
 * button and a switch-off, and a form for each that creates or, filled, edits. The form checks with
 * the API's own schema first (errors per field, the first wrong field takes the focus); the server
 * checks everything again and answers in Dutch.
 */
import {
  amsterdamDate,
  formatEuro,
  formatLongDate,
  formatMoneyInput,
  parseMoneyInput,
  toCents,
} from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import {
  couponInputSchema,
  offerInputSchema,
  type AdminCoupon,
  type AdminOffer,
  type CouponInput,
  type OfferInput,
  type OfferRuleInput,
} from '@gh/domain/offers-api';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { ApiError } from '../../../lib/api-client';
import {
  createCoupon,
  createOffer,
  deactivateCoupon,
  deactivateOffer,
  getCoupons,
  getOffers,
  updateCoupon,
  updateOffer,
} from '../api/offers';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  FieldError,
  inputClass,
  issuesByPath,
  MoneyField,
  TextField,
} from './ui';
import { EnglishField, NotTranslatedBadge } from './english-field';

const euro = (euros: number) => formatEuro(toCents(euros));
/** Today on the Amsterdam calendar: a new offer's or code's first and last day (not the UTC date). */
const today = () => amsterdamDate(new Date());

/** `1 november 2026 t/m 31 december 2026`, and `(verlopen)` once its last day is past in Amsterdam. */
function period(from: string, until: string): string {
  const over = until < today();
  return `${formatLongDate(from)} t/m ${formatLongDate(until)}${over ? ' (verlopen)' : ''}`;
}

function ruleText(rule: OfferRuleInput | null): string {
  if (!rule) return 'Alleen getoond';
  switch (rule.kind) {
    case 'bundle':
      return `Deal voor ${euro(rule.price)}: ${rule.components
        .map((c) => `${c.count}× ${[...c.products, ...c.categories].join(' of ')}`)
        .join(' + ')}`;
    case 'second-half-price':
      return `2e halve prijs: ${[...rule.match.products, ...rule.match.categories].join(', ')}`;
    case 'free-item':
      return `Gratis ${rule.product} vanaf ${euro(rule.minimum)}`;
    case 'percent-off':
      return `${rule.percent}% korting${rule.minimum ? ` vanaf ${euro(rule.minimum)}` : ''}`;
    case 'amount-off':
      return `${euro(rule.amount)} korting${rule.minimum ? ` vanaf ${euro(rule.minimum)}` : ''}`;
  }
}

/** ISO weekdays 1 … 7, as the picker and the list name them. */
const WEEKDAYS = [
  { day: 1, short: 'ma', long: 'maandag' },
  { day: 2, short: 'di', long: 'dinsdag' },
  { day: 3, short: 'wo', long: 'woensdag' },
  { day: 4, short: 'do', long: 'donderdag' },
  { day: 5, short: 'vr', long: 'vrijdag' },
  { day: 6, short: 'za', long: 'zaterdag' },
  { day: 7, short: 'zo', long: 'zondag' },
] as const;

function weekdaysText(days: readonly number[] | null): string {
  if (!days || days.length === 0 || days.length === 7) return 'elke dag';
  return `alleen op ${WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.long)
    .join(', ')}`;
}

function messageOf(err: unknown): string {
  return err instanceof ApiError ? err.message : 'Dat lukte niet. Probeer het opnieuw.';
}

function LocationSelect(props: { me: AdminMe; value: string; onChange(value: string): void }) {
  return (
    <label className="block text-sm font-semibold">
      Locatie
      <select
        className={`${inputClass} mt-1 font-normal`}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Alle locaties</option>
        {props.me.locations.map((l) => (
          <option key={l.slug} value={l.slug}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}

export function OffersAdmin({ me }: { me: AdminMe }) {
  const [coupons, setCoupons] = useState<AdminCoupon[] | null>(null);
  const [offers, setOffers] = useState<AdminOffer[] | null>(null);
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [editingCoupon, setEditingCoupon] = useState<AdminCoupon | null>(null);
  const [editingOffer, setEditingOffer] = useState<AdminOffer | null>(null);
  // The location's name, as the forms' choice shows it, not its slug ("rotterdam").
  const placeName = (slug: string | null, all: string) =>
    slug ? (me.locations.find((l) => l.slug === slug)?.name ?? slug) : all;

  const reload = useCallback(() => {
    getCoupons()
      .then((r) => setCoupons(r.coupons))
      .catch((err: unknown) => setNotice({ tone: 'error', text: messageOf(err) }));
    getOffers()
      .then((r) => setOffers(r.offers))
      .catch((err: unknown) => setNotice({ tone: 'error', text: messageOf(err) }));
  }, []);
  useEffect(reload, [reload]);

  async function act(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      setNotice({ tone: 'success', text: done });
      reload();
      return true;
    } catch (err) {
      setNotice({ tone: 'error', text: messageOf(err) });
      return false;
    }
  }

  /** Back from a form: the list's "Wijzigen" button of what was edited takes the focus again. */
  function closeEdit(kind: 'coupon' | 'offer', id: number) {
    if (kind === 'coupon') setEditingCoupon(null);
    else setEditingOffer(null);
    requestAnimationFrame(() => document.getElementById(`${kind}-${id}-edit`)?.focus());
  }
  const saved = (text: string) => {
    setNotice({ tone: 'success', text });
    reload();
  };
  const failed = (text: string) => setNotice({ tone: 'error', text });

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Acties en kortingscodes</h1>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>

      <section aria-labelledby="coupons-title" className="space-y-4">
        <h2 id="coupons-title" className="text-xl font-bold">
          Kortingscodes
        </h2>
        <CouponForm
          key={editingCoupon ? `edit-${editingCoupon.id}` : 'new'}
          me={me}
          editing={editingCoupon}
          onSaved={(text) => {
            saved(text);
            if (editingCoupon) closeEdit('coupon', editingCoupon.id);
          }}
          onFailed={failed}
          onCancel={() => editingCoupon && closeEdit('coupon', editingCoupon.id)}
        />
        {coupons === null ? (
          <p>Kortingscodes laden…</p>
        ) : coupons.length === 0 ? (
          <p>Nog geen kortingscodes.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr>
                  <th scope="col" className="p-2">
                    Code
                  </th>
                  <th scope="col" className="p-2">
                    Korting
                  </th>
                  <th scope="col" className="p-2">
                    Locatie
                  </th>
                  <th scope="col" className="p-2">
                    Geldig
                  </th>
                  <th scope="col" className="p-2">
                    Gebruikt
                  </th>
                  <th scope="col" className="p-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {coupons.map((c) => (
                  <tr key={c.id} className="border-t border-neutral-300 dark:border-neutral-700">
                    <td className="p-2 font-mono font-semibold">{c.code}</td>
                    <td className="p-2">
                      {c.percentOff ? `${c.percentOff}%` : euro(c.amountOff ?? 0)}
                      {c.minimumOrder ? ` vanaf ${euro(c.minimumOrder)}` : ''}
                    </td>
                    <td className="p-2">{placeName(c.location, 'Alle')}</td>
                    <td className="p-2">{period(c.validFrom, c.validUntil)}</td>
                    <td className="p-2">
                      {c.uses}
                      {c.maxUses ? ` van ${c.maxUses}` : ''}
                    </td>
                    <td className="p-2">
                      <div className="flex flex-col items-start gap-2">
                        <Button
                          id={`coupon-${c.id}-edit`}
                          variant="secondary"
                          aria-label={`Kortingscode ${c.code} wijzigen`}
                          onClick={() => setEditingCoupon(c)}
                        >
                          Wijzigen
                        </Button>
                        {c.active ? (
                          <Button
                            variant="danger"
                            aria-label={`Kortingscode ${c.code} uitzetten`}
                            onClick={() =>
                              void act(() => deactivateCoupon(c.id), `Kortingscode ${c.code} staat uit.`)
                            }
                          >
                            Uitzetten
                          </Button>
                        ) : (
                          'Uit'
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="offers-title" className="space-y-4">
        <h2 id="offers-title" className="text-xl font-bold">
          Acties
        </h2>
        <OfferForm
          key={editingOffer ? `edit-${editingOffer.id}` : 'new'}
          me={me}
          editing={editingOffer}
          onSaved={(text) => {
            saved(text);
            if (editingOffer) closeEdit('offer', editingOffer.id);
          }}
          onFailed={failed}
          onCancel={() => editingOffer && closeEdit('offer', editingOffer.id)}
        />
        {offers === null ? (
          <p>Acties laden…</p>
        ) : (
          <ul className="space-y-2">
            {offers.map((o) => (
              <li key={o.id}>
                <Card className="flex flex-wrap items-center justify-between gap-3">
                  <div>
                    <p className="font-semibold">
                      {o.title}{' '}
                      <span className="font-normal">· {placeName(o.location, 'alle locaties')}</span>
                      {!o.titleEn?.trim() || !o.descriptionEn?.trim() ? (
                        <>
                          {' '}
                          <NotTranslatedBadge />
                        </>
                      ) : null}
                    </p>
                    <p className="text-sm">
                      {ruleText(o.rule)} · {period(o.validFrom, o.validUntil)} · {weekdaysText(o.weekdays)}
                    </p>
                  </div>
                  <div className="flex flex-wrap items-center gap-2">
                    <Button
                      id={`offer-${o.id}-edit`}
                      variant="secondary"
                      aria-label={`Actie ${o.title} wijzigen`}
                      onClick={() => setEditingOffer(o)}
                    >
                      Wijzigen
                    </Button>
                    {o.active ? (
                      <Button
                        variant="danger"
                        aria-label={`Actie ${o.title} uitzetten`}
                        onClick={() => void act(() => deactivateOffer(o.id), `Actie ${o.title} staat uit.`)}
                      >
                        Uitzetten
                      </Button>
                    ) : (
                      <span>Uit</span>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

interface FormProps<T> {
  me: AdminMe;
  /** Filled with this one and saved over it; null: a new one. */
  editing: T | null;
  onSaved(text: string): void;
  onFailed(text: string): void;
  onCancel(): void;
}

/** Checks the input with the API's schema; on errors marks them and focuses the first wrong field. */
function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  function show(next: Record<string, string>) {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
  return { errors, show, formRef };
}

/** The form's heading: it takes the focus when a list's "Wijzigen" opens the form. */
function FormHeading({ id, editing, children }: { id: string; editing: boolean; children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (editing) {
      ref.current?.scrollIntoView({ block: 'start' });
      ref.current?.focus();
    }
  }, [editing]);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} className="mb-3 text-lg font-bold">
      {children}
    </h3>
  );
}

function FormButtons({ editing, create, onCancel }: { editing: boolean; create: string; onCancel(): void }) {
  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-4">
      <Button type="submit">{editing ? 'Wijzigingen opslaan' : create}</Button>
      {editing ? (
        <Button variant="secondary" onClick={onCancel}>
          Annuleren
        </Button>
      ) : null}
    </div>
  );
}

/** A whole number typed in a field, NaN when it is none (the schema names it in Dutch). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function CouponForm({ me, editing, onSaved, onFailed, onCancel }: FormProps<AdminCoupon>) {
  const [code, setCode] = useState(editing?.code ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(editing?.amountOff != null ? 'amount' : 'percent');
  const [value, setValue] = useState(
    editing?.amountOff != null
      ? formatMoneyInput(editing.amountOff)
      : editing?.percentOff != null
        ? String(editing.percentOff)
        : '',
  );
  const [location, setLocation] = useState(editing?.location ?? '');
  const [from, setFrom] = useState(editing?.validFrom ?? today());
  const [until, setUntil] = useState(editing?.validUntil ?? today());
  const [maxUses, setMaxUses] = useState(editing?.maxUses != null ? String(editing.maxUses) : '');
  const [minimum, setMinimum] = useState(editing?.minimumOrder ? formatMoneyInput(editing.minimumOrder) : '');
  const [active, setActive] = useState(editing?.active ?? true);
  const { errors, show, formRef } = useFieldErrors();
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = couponInputSchema.safeParse({
      code,
      percentOff: kind === 'percent' ? wholeNumber(value) : null,
      amountOff: kind === 'amount' ? parseMoneyInput(value) : null,
      location: location || null,
      validFrom: from,
      validUntil: until,
      maxUses: maxUses.trim() ? wholeNumber(maxUses) : null,
      minimumOrder: minimum.trim() ? parseMoneyInput(minimum) : 0,
      active,
    });
    if (!parsed.success) {
      show(issuesByPath(parsed.error.issues));
      return;
    }
    show({});
    const body: CouponInput = parsed.data;
    const name = body.code.toUpperCase();
    try {
      if (editing) {
        await updateCoupon(editing.id, body);
        onSaved(`Wijzigingen in kortingscode ${name} opgeslagen.`);
      } else {
        await createCoupon(body);
        onSaved(`Kortingscode ${name} aangemaakt.`);
        setCode('');
        setValue('');
      }
    } catch (err) {
      // A code that is taken belongs to the code field; anything else to the page.
      if (err instanceof ApiError && err.status === 409) show({ code: err.message });
      else onFailed(messageOf(err));
    }
  }

  const valueError = kind === 'percent' ? errors.percentOff : (errors.amountOff ?? errors.percentOff);
  return (
    <Card>
      <FormHeading id={titleId} editing={editing !== null}>
        {editing ? `Kortingscode ${editing.code} wijzigen` : 'Nieuwe kortingscode'}
      </FormHeading>
      <form
        ref={formRef}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
        <label className="block text-sm font-semibold">
          Soort korting
          <select
            className={`${inputClass} mt-1 font-normal`}
            value={kind}
            onChange={(e) => setKind(e.target.value === 'amount' ? 'amount' : 'percent')}
          >
            <option value="percent">Percentage</option>
            <option value="amount">Bedrag</option>
          </select>
        </label>
        <TextField
          label={kind === 'percent' ? 'Percentage' : 'Bedrag (€)'}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={valueError}
        />
        <LocationSelect me={me} value={location} onChange={setLocation} />
        <TextField
          label="Geldig vanaf"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={errors.validFrom}
        />
        <TextField
          label="Geldig tot en met"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={errors.validUntil}
        />
        <TextField
          label="Hoe vaak te gebruiken"
          hint="Leeg: onbeperkt"
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
          error={errors.maxUses}
        />
        <MoneyField
          label="Minimaal bestelbedrag (€)"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
          error={errors.minimumOrder}
        />
        {editing ? <CheckboxField label="Actief" checked={active} onChange={setActive} /> : null}
        <FormButtons editing={editing !== null} create="Kortingscode aanmaken" onCancel={onCancel} />
      </form>
    </Card>
  );
}

type OfferKind = OfferRuleInput['kind'] | 'none';

/** The rule's fields as the form shows them; `simple` when the form can show all of it. */
function ruleFields(rule: OfferRuleInput | null) {
  const noMatch = (m: { products: string[]; categories: string[] } | undefined) =>
    !m || (m.products.length === 0 && m.categories.length === 0);
  if (!rule) return { kind: 'none' as OfferKind, amount: '', minimum: '', items: '', simple: true };
  const minimum = 'minimum' in rule && rule.minimum ? formatMoneyInput(rule.minimum) : '';
  switch (rule.kind) {
    case 'bundle':
      return {
        kind: rule.kind,
        amount: formatMoneyInput(rule.price),
        minimum,
        items: rule.components.flatMap((c) => [...c.products, ...c.categories]).join(', '),
        simple: rule.components.every(
          (c) => c.count === 1 && c.products.length === 1 && c.categories.length === 0,
        ),
      };
    case 'second-half-price':
      return {
        kind: rule.kind,
        amount: '',
        minimum,
        items: [...rule.match.products, ...rule.match.categories].join(', '),
        simple: rule.match.products.length === 0,
      };
    case 'free-item':
      return { kind: rule.kind, amount: '', minimum, items: rule.product, simple: true };
    case 'percent-off':
      return {
        kind: rule.kind,
        amount: String(rule.percent),
        minimum,
        items: '',
        simple: noMatch(rule.match),
      };
    case 'amount-off':
      return {
        kind: rule.kind,
        amount: formatMoneyInput(rule.amount),
        minimum,
        items: '',
        simple: noMatch(rule.match),
      };
  }
}

function OfferForm({ me, editing, onSaved, onFailed, onCancel }: FormProps<AdminOffer>) {
  const [start] = useState(() => ruleFields(editing?.rule ?? null));
  const [title, setTitle] = useState(editing?.title ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [titleEn, setTitleEn] = useState(editing?.titleEn ?? '');
  const [descriptionEn, setDescriptionEn] = useState(editing?.descriptionEn ?? '');
  const [location, setLocation] = useState(editing?.location ?? '');
  const [from, setFrom] = useState(editing?.validFrom ?? today());
  const [until, setUntil] = useState(editing?.validUntil ?? today());
  const [kind, setKind] = useState<OfferKind>(editing ? start.kind : 'percent-off');
  const [amount, setAmount] = useState(start.amount);
  const [minimum, setMinimum] = useState(start.minimum);
  const [items, setItems] = useState(start.items);
  const [weekdays, setWeekdays] = useState<number[]>(editing?.weekdays ?? []);
  const [active, setActive] = useState(editing?.active ?? true);
  // An edited offer keeps its rule as it is until one of the rule's fields changes.
  const [ruleTouched, setRuleTouched] = useState(false);
  const { errors, show, formRef } = useFieldErrors();
  const titleId = useId();
  const daysId = useId();
  const touch =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      setRuleTouched(true);
      set(v);
    };

  function rule(): OfferRuleInput | null {
    const names = items
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const min = minimum.trim() ? parseMoneyInput(minimum) : 0;
    switch (kind) {
      case 'none':
        return null;
      case 'bundle':
        return {
          kind,
          components: names.map((name) => ({ products: [name], categories: [], count: 1 })),
          price: parseMoneyInput(amount),
        };
      case 'second-half-price':
        return { kind, match: { products: [], categories: names } };
      case 'free-item':
        return { kind, product: names[0] ?? '', minimum: min };
      case 'percent-off':
        return { kind, percent: wholeNumber(amount), minimum: min };
      case 'amount-off':
        return { kind, amount: parseMoneyInput(amount), minimum: min };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const keepRule = editing !== null && !ruleTouched;
    const parsed = offerInputSchema.safeParse({
      title,
      description,
      titleEn,
      descriptionEn,
      badge: editing?.badge ?? null,
      location: location || null,
      productName: editing?.productName ?? null,
      validFrom: from,
      validUntil: until,
      weekdays: weekdays.length > 0 ? [...weekdays].sort((a, b) => a - b) : null,
      rule: keepRule ? (editing.rule ?? null) : rule(),
      active,
    });
    const found = parsed.success ? {} : issuesByPath(parsed.error.issues);
    const needsItems = kind === 'bundle' || kind === 'second-half-price' || kind === 'free-item';
    if (!keepRule && needsItems && !items.trim())
      found['rule.items'] =
        kind === 'second-half-price' ? 'Vul minstens één categorie in.' : 'Vul minstens één product in.';
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found);
      return;
    }
    show({});
    const body: OfferInput = parsed.data;
    try {
      if (editing) {
        await updateOffer(editing.id, body);
        onSaved(`Wijzigingen in actie ${body.title} opgeslagen.`);
      } else {
        await createOffer(body);
        onSaved(`Actie ${body.title} aangemaakt.`);
        setTitle('');
        setDescription('');
        setTitleEn('');
        setDescriptionEn('');
      }
    } catch (err) {
      onFailed(messageOf(err));
    }
  }

  const amountError = errors['rule.percent'] ?? errors['rule.amount'] ?? errors['rule.price'];
  const itemsError =
    errors['rule.items'] ??
    errors['rule.product'] ??
    errors['rule.components'] ??
    Object.entries(errors).find(([k]) => k.startsWith('rule.components.') || k.startsWith('rule.match'))?.[1];
  const needsItems = kind === 'bundle' || kind === 'second-half-price' || kind === 'free-item';
  return (
    <Card>
      <FormHeading id={titleId} editing={editing !== null}>
        {editing ? `Actie ${editing.title} wijzigen` : 'Nieuwe actie'}
      </FormHeading>
      <form
        ref={formRef}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => void submit(e)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        <TextField
          label="Titel"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
        />
        <TextField
          label="Omschrijving"
          className="sm:col-span-1 lg:col-span-3"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={errors.description}
        />
        <EnglishField label="Titel" value={titleEn} onChange={setTitleEn} error={errors.titleEn} />
        <EnglishField
          label="Omschrijving"
          className="sm:col-span-1 lg:col-span-3"
          value={descriptionEn}
          onChange={setDescriptionEn}
          error={errors.descriptionEn}
        />
        {editing && !start.simple && !ruleTouched ? (
          <div className="sm:col-span-2 lg:col-span-4">
            <Alert tone="info">
              {`Deze actie rekent met: ${ruleText(editing.rule)}. Dat is meer dan dit formulier toont; laat de velden van de regel zoals ze zijn, dan blijft de regel ongewijzigd.`}
            </Alert>
          </div>
        ) : null}
        <label className="block text-sm font-semibold">
          Soort actie
          <select
            className={`${inputClass} mt-1 font-normal`}
            value={kind}
            onChange={(e) => touch(setKind)(e.target.value as OfferKind)}
          >
            <option value="percent-off">Percentage korting</option>
            <option value="amount-off">Bedrag korting</option>
            <option value="bundle">Deal: producten samen voor een prijs</option>
            <option value="second-half-price">2e halve prijs in een categorie</option>
            <option value="free-item">Gratis product vanaf een bedrag</option>
            <option value="none">Alleen tonen, zonder korting</option>
          </select>
        </label>
        {kind === 'percent-off' || kind === 'amount-off' || kind === 'bundle' ? (
          <TextField
            label={
              kind === 'percent-off'
                ? 'Percentage'
                : kind === 'bundle'
                  ? 'Prijs van de deal (€)'
                  : 'Bedrag (€)'
            }
            inputMode="decimal"
            value={amount}
            onChange={(e) => touch(setAmount)(e.target.value)}
            error={amountError}
          />
        ) : null}
        {needsItems ? (
          <TextField
            label={
              editing && !start.simple && !ruleTouched
                ? 'Producten en categorieën'
                : kind === 'bundle'
                  ? 'Producten (met komma’s)'
                  : kind === 'free-item'
                    ? 'Gratis product'
                    : 'Categorie'
            }
            hint={kind === 'second-half-price' ? 'Bijvoorbeeld burgers' : undefined}
            value={items}
            onChange={(e) => touch(setItems)(e.target.value)}
            error={itemsError}
          />
        ) : null}
        {kind === 'percent-off' || kind === 'amount-off' || kind === 'free-item' ? (
          <MoneyField
            label="Vanaf bedrag (€)"
            value={minimum}
            onChange={(e) => touch(setMinimum)(e.target.value)}
            error={errors['rule.minimum']}
          />
        ) : null}
        <LocationSelect me={me} value={location} onChange={setLocation} />
        <TextField
          label="Geldig vanaf"
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          error={errors.validFrom}
        />
        <TextField
          label="Geldig tot en met"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          error={errors.validUntil}
        />
        <fieldset
          className="sm:col-span-2 lg:col-span-4"
          aria-describedby={`${daysId}-hint${errors.weekdays ? ` ${daysId}-error` : ''}`}
        >
          <legend className="mb-1 text-sm font-semibold">Dagen</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {WEEKDAYS.map((w, i) => (
              <label key={w.day} className="inline-flex min-h-10 items-center gap-2 font-semibold">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-red"
                  checked={weekdays.includes(w.day)}
                  aria-invalid={errors.weekdays && i === 0 ? true : undefined}
                  onChange={(e) =>
                    setWeekdays((days) =>
                      e.target.checked ? [...days, w.day] : days.filter((d) => d !== w.day),
                    )
                  }
                />
                <span aria-hidden="true">{w.short}</span>
                <span className="sr-only">{w.long}</span>
              </label>
            ))}
          </div>
          <p id={`${daysId}-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Geen dag aangevinkt: elke dag.
          </p>
          <FieldError id={`${daysId}-error`} message={errors.weekdays} />
        </fieldset>
        {editing ? <CheckboxField label="Actief" checked={active} onChange={setActive} /> : null}
        <FormButtons editing={editing !== null} create="Actie aanmaken" onCancel={onCancel} />
      </form>
    </Card>
  );
}
