/**
 * /admin/bestellingen/nieuw: a phone or walk-in order, fast with a caller on the line. The lines go
 * into a cart of the staff member's own and are priced and placed by the shop's own cart and
 * checkout (decision 029); the page only shows what the server answers.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import {
  checkoutBodySchema,
  checkoutFieldErrors,
  type CheckoutField,
  type CheckoutOptions,
  type CheckoutQuote,
  type Fulfilment,
} from '@gh/domain/checkout';
import type { Menu, MenuProduct } from '@gh/domain/menu';
import {
  CUSTOMER_LANG_LABELS,
  ORDER_SOURCE_LABELS,
  type CustomerLang,
  type StaffOrderAnswer,
  type StaffOrderSource,
  type StaffPaymentChoice,
} from '@gh/domain/staff-orders';
import { ApiError } from '../../../../lib/api-client';
import { paths } from '../../../../lib/paths';
import {
  addStaffLine,
  getStaffQuote,
  placeStaffOrder,
  removeStaffLine,
  startStaffOrder,
  updateStaffLine,
} from '../../api/staff-orders';
import { Alert, Button, Card } from '../ui';
import { Choice } from './choice';
import { CustomerFields, EMPTY_CUSTOMER, type CustomerValues } from './customer-fields';
import { ProductSearch } from './product-search';
import { StaffOrderLines } from './staff-order-lines';
import { Link } from '../../../../components/link';

export interface PickedLine {
  id: string;
  quantity: number;
  selectedOptions: { choice: string; price: number }[];
}

export interface StaffOrderPageProps {
  me: AdminMe;
  loadMenu(location: string): Promise<Menu>;
  loadOptions(location: string, fulfilment: Fulfilment): Promise<CheckoutOptions>;
  /** The menu's own option dialog, composed in by the route. */
  renderProductDialog(props: {
    product: MenuProduct;
    onAdd(line: PickedLine): void;
    onClose(): void;
  }): ReactNode;
}

const newKey = () => crypto.randomUUID();

/** The chosen time while it is on offer; else, closed now or full, the first time with room. */
function effectiveTime(time: string, options: CheckoutOptions | null): string {
  if (!options) return time;
  const offered =
    time === 'asap' ? options.asap.available : options.slots.some((s) => s.time === time && s.available);
  if (offered) return time;
  return options.asap.available ? 'asap' : (options.slots.find((s) => s.available)?.time ?? time);
}
const message = (err: unknown) => (err instanceof Error ? err.message : 'Er ging iets mis.');

export function StaffOrderPage({ me, loadMenu, loadOptions, renderProductDialog }: StaffOrderPageProps) {
  const [location, setLocation] = useState(me.location ?? me.locations[0]?.slug ?? '');
  const [source, setSource] = useState<StaffOrderSource>('phone');
  const [fulfilment, setFulfilment] = useState<Fulfilment>('pickup');
  const [menu, setMenu] = useState<Menu | null>(null);
  const [options, setOptions] = useState<CheckoutOptions | null>(null);
  const [draft, setDraft] = useState<string | null>(null);
  const [quote, setQuote] = useState<CheckoutQuote | null>(null);
  const [customer, setCustomer] = useState<CustomerValues>(EMPTY_CUSTOMER);
  // The customer's language: the payment link and confirmation are mailed in it (issue 20).
  const [lang, setLang] = useState<CustomerLang>('nl');
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<MenuProduct | null>(null);
  const [placed, setPlaced] = useState<StaffOrderAnswer | null>(null);
  const key = useRef(newKey());
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!location) return;
    let live = true;
    loadMenu(location).then(
      (m) => live && setMenu(m),
      (err: unknown) => live && setProblem(message(err)),
    );
    return () => {
      live = false;
    };
  }, [location, loadMenu]);

  useEffect(() => {
    if (!location) return;
    let live = true;
    loadOptions(location, fulfilment).then(
      (o) => live && setOptions(o),
      (err: unknown) => live && setProblem(message(err)),
    );
    return () => {
      live = false;
    };
  }, [location, fulfilment, loadOptions]);

  const postcode = fulfilment === 'delivery' ? customer.postcode : '';
  useEffect(() => {
    if (!draft) return;
    let live = true;
    getStaffQuote(draft, fulfilment, postcode).then(
      (q) => live && setQuote(q),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [draft, fulfilment, postcode]);

  function reset(nextLocation = location) {
    setLocation(nextLocation);
    setDraft(null);
    setQuote(null);
    setCustomer(EMPTY_CUSTOMER);
    setLang('nl');
    setErrors({});
    setProblem(null);
    setPlaced(null);
    key.current = newKey();
  }

  async function run(task: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await task();
    } catch (err) {
      setProblem(message(err));
      if (err instanceof ApiError && err.status === 404) setDraft(null);
    } finally {
      setBusy(false);
    }
  }

  const refreshQuote = async (token: string) => setQuote(await getStaffQuote(token, fulfilment, postcode));

  function add(line: PickedLine) {
    setOpen(null);
    void run(async () => {
      const token = draft ?? (await startStaffOrder(location, source)).draft;
      setDraft(token);
      await addStaffLine(token, { ...line, location, category: '', name: '' });
      await refreshQuote(token);
    });
  }

  function pick(product: MenuProduct) {
    if (product.optionGroups.length > 0) setOpen(product);
    else add({ id: product.id, quantity: 1, selectedOptions: [] });
  }

  function setQuantity(lineId: string, quantity: number) {
    if (!draft) return;
    void run(async () => {
      if (quantity < 1) await removeStaffLine(draft, lineId);
      else await updateStaffLine(draft, lineId, quantity);
      await refreshQuote(draft);
    });
  }

  function submit(payment: StaffPaymentChoice) {
    const body = {
      ...customer,
      time: effectiveTime(customer.time, options),
      fulfilment,
      termsAccepted: true as const,
      idempotencyKey: key.current,
    };
    const parsed = checkoutBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(checkoutFieldErrors(parsed.error));
      setProblem('Niet alles is goed ingevuld; zie de velden hieronder.');
      return;
    }
    setErrors({});
    if (!draft) {
      setProblem('Kies eerst iets van het menu.');
      return;
    }
    void run(async () => {
      setPlaced(await placeStaffOrder(draft, body, payment, source, lang));
      headingRef.current?.focus();
    });
  }

  const locationName = me.locations.find((l) => l.slug === location)?.name ?? location;
  const hasLines = (quote?.lines.length ?? 0) > 0;

  if (placed) {
    const inEnglish = lang === 'en' ? ' (in het Engels)' : '';
    return (
      <div className="max-w-2xl space-y-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
          Bestelling #{placed.number} geplaatst
        </h1>
        <Alert tone="success">
          {placed.payment === 'link'
            ? `De betaallink is gemaild naar ${customer.email}${inEnglish}. De bestelling komt op het bord zodra er betaald is.`
            : `De bestelling staat op het bord, gemarkeerd „Betaalt bij afhalen”. De bevestiging is gemaild naar ${customer.email}${inEnglish}. Druk op Betaald als er afgerekend is.`}
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => reset()}>Nieuwe bestelling</Button>
          <Link to={paths.admin.order(placed.id)} className="self-center underline underline-offset-2">
            Bestelling bekijken
          </Link>
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold">
        Nieuwe bestelling
      </h1>
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <Card className="grid gap-3 sm:grid-cols-3">
        <label className="block">
          <span className="mb-1 block text-sm font-semibold">Locatie</span>
          <select
            className="w-full rounded-md border border-neutral-400 bg-white px-3 py-2 dark:border-neutral-500 dark:bg-neutral-900"
            value={location}
            disabled={me.role !== 'admin'}
            onChange={(e) => reset(e.target.value)}
          >
            {me.locations.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <Choice
          legend="Hoe"
          value={source}
          choices={[
            ['phone', ORDER_SOURCE_LABELS.phone],
            ['counter', ORDER_SOURCE_LABELS.counter],
          ]}
          onChange={(v) => setSource(v as StaffOrderSource)}
        />
        <Choice
          legend="Afhalen of bezorgen"
          value={fulfilment}
          choices={[
            ['pickup', 'Afhalen'],
            ['delivery', 'Bezorgen'],
          ]}
          onChange={(v) => setFulfilment(v as Fulfilment)}
        />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card className="space-y-4">
          <ProductSearch menu={menu} onPick={pick} />
          <h2 className="text-xl font-bold">Bestelling bij {locationName}</h2>
          <StaffOrderLines quote={quote} busy={busy} onQuantity={setQuantity} />
        </Card>
        <Card>
          <h2 className="mb-3 text-xl font-bold">Klant</h2>
          <div className="mb-3">
            <Choice
              legend="Taal van de klant"
              value={lang}
              choices={[
                ['nl', CUSTOMER_LANG_LABELS.nl],
                ['en', CUSTOMER_LANG_LABELS.en],
              ]}
              onChange={(v) => setLang(v as CustomerLang)}
            />
          </div>
          <CustomerFields
            values={{ ...customer, time: effectiveTime(customer.time, options) }}
            errors={errors}
            fulfilment={fulfilment}
            options={options}
            onChange={setCustomer}
          />
          <div className="mt-4 flex flex-wrap gap-2">
            <Button disabled={busy || !hasLines} onClick={() => submit('link')}>
              Betaallink mailen
            </Button>
            <Button variant="secondary" disabled={busy || !hasLines} onClick={() => submit('pickup')}>
              Betalen bij afhalen
            </Button>
          </div>
        </Card>
      </div>
      {open ? renderProductDialog({ product: open, onAdd: add, onClose: () => setOpen(null) }) : null}
    </div>
  );
}
