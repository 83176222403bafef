/**
 * /admin/acties: the owner's coupon codes and offers (decision 030). Lists with their uses and a
 * switch-off, and a form for each; the server checks everything and answers in Dutch.
 */
import { formatEuro, formatLongDate, parseMoneyInput, toCents } from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import type { AdminCoupon, AdminOffer, OfferRuleInput } from '@gh/domain/offers-api';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import {
  createCoupon,
  createOffer,
  deactivateCoupon,
  deactivateOffer,
  getCoupons,
  getOffers,
} from '../api/offers';
import { Alert, Button, Card, inputClass, MoneyField, TextField } from './ui';

const euro = (euros: number) => formatEuro(toCents(euros));
const today = () => new Date().toISOString().slice(0, 10);

function period(from: string, until: string): string {
  return `${formatLongDate(from)} t/m ${formatLongDate(until)}`;
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

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Acties en kortingscodes</h1>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>

      <section aria-labelledby="coupons-title" className="space-y-4">
        <h2 id="coupons-title" className="text-xl font-bold">
          Kortingscodes
        </h2>
        <CouponForm
          me={me}
          onSubmit={(body) =>
            act(() => createCoupon(body), `Kortingscode ${body.code.toUpperCase()} aangemaakt.`)
          }
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
          me={me}
          onSubmit={(body) => act(() => createOffer(body), `Actie ${body.title} aangemaakt.`)}
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
                    </p>
                    <p className="text-sm">
                      {ruleText(o.rule)} · {period(o.validFrom, o.validUntil)}
                    </p>
                  </div>
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
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function CouponForm(props: {
  me: AdminMe;
  onSubmit(body: Parameters<typeof createCoupon>[0]): Promise<boolean>;
}) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [location, setLocation] = useState('');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(today);
  const [maxUses, setMaxUses] = useState('');
  const [minimum, setMinimum] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = kind === 'percent' ? Number(value) : parseMoneyInput(value);
    const ok = await props.onSubmit({
      code,
      percentOff: kind === 'percent' ? amount : null,
      amountOff: kind === 'amount' ? amount : null,
      location: location || null,
      validFrom: from,
      validUntil: until,
      maxUses: maxUses ? Number(maxUses) : null,
      minimumOrder: minimum ? parseMoneyInput(minimum) : 0,
      active: true,
    });
    if (ok) {
      setCode('');
      setValue('');
    }
  }

  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Code" value={code} onChange={(e) => setCode(e.target.value)} required />
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
          required
        />
        <LocationSelect me={props.me} value={location} onChange={setLocation} />
        <TextField label="Geldig vanaf" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          label="Geldig tot en met"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <TextField
          label="Hoe vaak te gebruiken"
          hint="Leeg: onbeperkt"
          inputMode="numeric"
          value={maxUses}
          onChange={(e) => setMaxUses(e.target.value)}
        />
        <MoneyField
          label="Minimaal bestelbedrag (€)"
          value={minimum}
          onChange={(e) => setMinimum(e.target.value)}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit">Kortingscode aanmaken</Button>
        </div>
      </form>
    </Card>
  );
}

type OfferKind = OfferRuleInput['kind'];

function OfferForm(props: {
  me: AdminMe;
  onSubmit(body: Parameters<typeof createOffer>[0]): Promise<boolean>;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [location, setLocation] = useState('');
  const [from, setFrom] = useState(today);
  const [until, setUntil] = useState(today);
  const [kind, setKind] = useState<OfferKind>('percent-off');
  const [amount, setAmount] = useState('');
  const [minimum, setMinimum] = useState('');
  const [items, setItems] = useState('');

  function rule(): OfferRuleInput {
    const names = items
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const min = minimum ? parseMoneyInput(minimum) : 0;
    switch (kind) {
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
        return { kind, percent: Number(amount), minimum: min };
      case 'amount-off':
        return { kind, amount: parseMoneyInput(amount), minimum: min };
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const ok = await props.onSubmit({
      title,
      description,
      badge: null,
      location: location || null,
      productName: null,
      validFrom: from,
      validUntil: until,
      weekdays: null,
      rule: rule(),
      active: true,
    });
    if (ok) {
      setTitle('');
      setDescription('');
    }
  }

  const needsItems = kind === 'bundle' || kind === 'second-half-price' || kind === 'free-item';
  return (
    <Card>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField label="Titel" value={title} onChange={(e) => setTitle(e.target.value)} required />
        <TextField
          label="Omschrijving"
          className="sm:col-span-1 lg:col-span-3"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          required
        />
        <label className="block text-sm font-semibold">
          Soort actie
          <select
            className={`${inputClass} mt-1 font-normal`}
            value={kind}
            onChange={(e) => setKind(e.target.value as OfferKind)}
          >
            <option value="percent-off">Percentage korting</option>
            <option value="amount-off">Bedrag korting</option>
            <option value="bundle">Deal: producten samen voor een prijs</option>
            <option value="second-half-price">2e halve prijs in een categorie</option>
            <option value="free-item">Gratis product vanaf een bedrag</option>
          </select>
        </label>
        {kind !== 'second-half-price' && kind !== 'free-item' ? (
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
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        ) : null}
        {needsItems ? (
          <TextField
            label={
              kind === 'bundle'
                ? 'Producten (met komma’s)'
                : kind === 'free-item'
                  ? 'Gratis product'
                  : 'Categorie'
            }
            hint={kind === 'second-half-price' ? 'Bijvoorbeeld burgers' : undefined}
            value={items}
            onChange={(e) => setItems(e.target.value)}
            required
          />
        ) : null}
        {kind !== 'bundle' && kind !== 'second-half-price' ? (
          <MoneyField label="Vanaf bedrag (€)" value={minimum} onChange={(e) => setMinimum(e.target.value)} />
        ) : null}
        <LocationSelect me={props.me} value={location} onChange={setLocation} />
        <TextField label="Geldig vanaf" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField
          label="Geldig tot en met"
          type="date"
          value={until}
          onChange={(e) => setUntil(e.target.value)}
        />
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit">Actie aanmaken</Button>
        </div>
      </form>
    </Card>
  );
}
