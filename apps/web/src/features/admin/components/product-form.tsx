/**
 * The add/edit product form: every field, option groups, allergens, photo upload. It validates with the
 * server's own zod schema and asks before leaving with unsaved changes.
 */
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import {
  ALLERGENS,
  productInputSchema,
  type AdminMe,
  type AdminProduct,
  type ProductInput,
} from '@gh/domain/admin';
import { formatMoneyInput, parseMoneyInput } from '@gh/domain';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { saveProduct, uploadImage } from '../api/products';
import { NO_OPTION_EXTRAS, OptionExtras, type OptionExtrasState } from './option-extras';
import { PricingRulePanel } from './pricing-rule-panel';
import { Alert, Button, Card, FieldError, inputClass, issuesByPath, TextField } from './ui';

/** Form state keeps numbers as typed text so a half-typed "9," is not lost. */
interface GroupState {
  /** The stored ids, sent back so a save keeps the identity of what open carts hold. */
  id?: string;
  name: string;
  minChoices: string;
  maxChoices: string;
  maxMultiplier: string;
  options: ({ id?: string; choice: string; price: string } & OptionExtrasState)[];
}
interface FormState {
  location: string;
  category: string;
  name: string;
  description: string;
  price: string;
  image: string | null;
  allergens: string[];
  mayContain: string[];
  available: boolean;
  popular: boolean;
  notLooseSauce: boolean;
  optionGroups: GroupState[];
}

const euro = formatMoneyInput;
const num = parseMoneyInput;

function toState(product: AdminProduct | null, location: string, category: string): FormState {
  return {
    location: product?.location ?? location,
    category: product?.category ?? category,
    name: product?.name ?? '',
    description: product?.description ?? '',
    price: product ? euro(product.price) : '',
    image: product?.image ?? null,
    allergens: product?.allergens ?? [],
    mayContain: product?.mayContain ?? [],
    available: product?.available ?? true,
    popular: product?.popular ?? false,
    notLooseSauce: product?.notLooseSauce ?? false,
    optionGroups: (product?.optionGroups ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      minChoices: String(g.minChoices),
      maxChoices: String(g.maxChoices),
      maxMultiplier: String(g.maxMultiplier),
      options: g.options.map((o) => ({
        id: o.id,
        choice: o.choice,
        price: euro(o.price),
        allergens: o.allergens,
        mayContain: o.mayContain,
        soldOut: o.soldOut,
      })),
    })),
  };
}

function toInput(s: FormState) {
  return {
    ...s,
    price: num(s.price),
    optionGroups: s.optionGroups.map((g) => ({
      id: g.id,
      name: g.name,
      minChoices: num(g.minChoices),
      maxChoices: num(g.maxChoices),
      maxMultiplier: num(g.maxMultiplier),
      options: g.options.map((o) => ({ ...o, price: num(o.price) })),
    })),
  };
}

export function ProductForm({
  me,
  product,
  categories,
  defaultLocation,
}: {
  me: AdminMe;
  product: AdminProduct | null;
  categories: { slug: string; name: string }[];
  defaultLocation: string;
}) {
  const navigate = useNavigate();
  const [initial] = useState(() => toState(product, defaultLocation, categories[0]?.slug ?? ''));
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After a refused save the fields are checked as they change, so a corrected field loses its error.
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const dirty = !saved && JSON.stringify(state) !== JSON.stringify(initial);
  const id = useId();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('Je hebt wijzigingen die nog niet zijn opgeslagen. Wil je de pagina verlaten?'))
      blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  useEffect(() => {
    if (saved) navigate(`${paths.admin.dashboard}?locatie=${state.location}&tab=producten`);
  }, [saved, navigate, state.location]);

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) =>
    setState((s) => ({ ...s, [key]: value }));
  const setGroup = (index: number, patch: Partial<GroupState>) =>
    setState((s) => ({
      ...s,
      optionGroups: s.optionGroups.map((g, i) => (i === index ? { ...g, ...patch } : g)),
    }));

  async function onImage(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    setErrors((e) => ({ ...e, image: '' }));
    try {
      const { image } = await uploadImage(file);
      set('image', image);
    } catch (err) {
      setErrors((e) => ({ ...e, image: err instanceof ApiError ? err.message : 'Uploaden mislukt.' }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = productInputSchema.safeParse(toInput(state));
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues));
      setChecked(true);
      setMessage(null);
      return;
    }
    setErrors({});
    setMessage(null);
    setSaving(true);
    try {
      await saveProduct(product?.id ?? null, parsed.data as ProductInput);
      setSaved(true);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Opslaan mislukt.');
      setSaving(false);
    }
  }

  const live = useMemo(() => {
    if (!checked) return null;
    const parsed = productInputSchema.safeParse(toInput(state));
    return parsed.success ? {} : issuesByPath(parsed.error.issues);
  }, [checked, state]);
  const err = (key: string) => (key !== 'image' && live ? live[key] : errors[key]) || undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {live && Object.keys(live).length > 0 ? (
        <Alert tone="error">Controleer de gemarkeerde velden.</Alert>
      ) : message ? (
        <Alert tone="error">{message}</Alert>
      ) : null}
      <Card className="grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-semibold">
            Locatie
          </label>
          <select
            id={`${id}-location`}
            className={inputClass}
            value={state.location}
            onChange={(e) => set('location', e.target.value)}
          >
            {me.locations.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-location-error`} message={err('location')} />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
            Categorie
          </label>
          <select
            id={`${id}-category`}
            className={inputClass}
            value={state.category}
            aria-invalid={err('category') ? true : undefined}
            aria-describedby={err('category') ? `${id}-category-error` : undefined}
            onChange={(e) => set('category', e.target.value)}
          >
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category-error`} message={err('category')} />
        </div>
        <TextField
          label="Naam"
          value={state.name}
          onChange={(e) => set('name', e.target.value)}
          error={err('name')}
        />
        <TextField
          label="Prijs (€)"
          inputMode="decimal"
          value={state.price}
          placeholder="9,50"
          onChange={(e) => set('price', e.target.value)}
          error={err('price')}
        />
        <div className="md:col-span-2">
          <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-semibold">
            Omschrijving
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            className={inputClass}
            value={state.description}
            aria-invalid={err('description') ? true : undefined}
            aria-describedby={err('description') ? `${id}-description-error` : undefined}
            onChange={(e) => set('description', e.target.value)}
          />
          <FieldError id={`${id}-description-error`} message={err('description')} />
        </div>
        <div className="flex flex-wrap gap-6">
          <label className="inline-flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-brand-red"
              checked={state.available}
              onChange={(e) => set('available', e.target.checked)}
            />
            Leverbaar
          </label>
          <label className="inline-flex items-center gap-2 font-semibold">
            <input
              type="checkbox"
              className="size-5 accent-brand-red"
              checked={state.popular}
              onChange={(e) => set('popular', e.target.checked)}
            />
            Populair
          </label>
        </div>
      </Card>

      <Card className="space-y-3">
        <h2 className="text-lg font-bold">Foto</h2>
        {state.image ? (
          <div className="flex flex-wrap items-center gap-4">
            <img
              src={state.image}
              alt={`Foto van ${state.name || 'het product'}`}
              className="h-32 w-44 rounded-md object-cover"
            />
            <Button variant="secondary" onClick={() => set('image', null)}>
              Foto verwijderen
            </Button>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${id}-image`} className="mb-1 block text-sm font-semibold">
            {state.image ? 'Andere foto uploaden' : 'Foto uploaden'}
          </label>
          <input
            id={`${id}-image`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={`${id}-image-hint${err('image') ? ` ${id}-image-error` : ''}`}
            aria-invalid={err('image') ? true : undefined}
            onChange={(e) => void onImage(e.target.files?.[0])}
            className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-red file:px-4 file:py-2 file:font-semibold file:text-white"
          />
          <p id={`${id}-image-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            JPEG, PNG of WebP, maximaal 5 MB. {uploading ? 'Bezig met uploaden…' : ''}
          </p>
          <FieldError id={`${id}-image-error`} message={err('image')} />
        </div>
      </Card>

      <Card className="grid gap-6 md:grid-cols-2">
        {(['allergens', 'mayContain'] as const).map((key) => (
          <fieldset key={key}>
            <legend className="mb-2 text-lg font-bold">
              {key === 'allergens' ? 'Allergenen' : 'Kan sporen bevatten van'}
            </legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {ALLERGENS.map(([value, label]) => (
                <label key={value} className="inline-flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-red"
                    checked={state[key].includes(value)}
                    onChange={(e) =>
                      set(
                        key,
                        e.target.checked ? [...state[key], value] : state[key].filter((a) => a !== value),
                      )
                    }
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </Card>

      <Card className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-bold">Optiegroepen</h2>
          <Button
            variant="secondary"
            onClick={() =>
              set('optionGroups', [
                ...state.optionGroups,
                {
                  name: '',
                  minChoices: '0',
                  maxChoices: '1',
                  maxMultiplier: '1',
                  options: [{ choice: '', price: '0,00', ...NO_OPTION_EXTRAS }],
                },
              ])
            }
          >
            Optiegroep toevoegen
          </Button>
        </div>
        {state.optionGroups.length === 0 ? (
          <p>Geen opties: klanten bestellen dit product zoals het is.</p>
        ) : null}
        {state.optionGroups.map((group, g) => (
          <fieldset
            key={g}
            className="space-y-3 rounded-md border border-neutral-300 p-3 dark:border-neutral-600"
          >
            <legend className="px-1 font-bold">Optiegroep {g + 1}</legend>
            <div className="grid gap-3 sm:grid-cols-4">
              <TextField
                label="Naam van de groep"
                className="sm:col-span-4"
                value={group.name}
                placeholder="Bijvoorbeeld: Saus"
                onChange={(e) => setGroup(g, { name: e.target.value })}
                error={err(`optionGroups.${g}.name`)}
              />
              <TextField
                label="Minimaal kiezen"
                inputMode="numeric"
                value={group.minChoices}
                onChange={(e) => setGroup(g, { minChoices: e.target.value })}
                error={err(`optionGroups.${g}.minChoices`)}
              />
              <TextField
                label="Maximaal kiezen"
                inputMode="numeric"
                value={group.maxChoices}
                onChange={(e) => setGroup(g, { maxChoices: e.target.value })}
                error={err(`optionGroups.${g}.maxChoices`)}
              />
              <TextField
                label="Max. per optie (x2)"
                inputMode="numeric"
                value={group.maxMultiplier}
                onChange={(e) => setGroup(g, { maxMultiplier: e.target.value })}
                error={err(`optionGroups.${g}.maxMultiplier`)}
              />
            </div>
            <FieldError id={`${id}-group-${g}-options`} message={err(`optionGroups.${g}.options`)} />
            <ul className="space-y-2">
              {group.options.map((option, o) => (
                <li key={o} className="grid items-end gap-2 sm:grid-cols-[1fr_10rem_auto]">
                  <TextField
                    label={`Optie ${o + 1}`}
                    value={option.choice}
                    onChange={(e) =>
                      setGroup(g, {
                        options: group.options.map((x, i) =>
                          i === o ? { ...x, choice: e.target.value } : x,
                        ),
                      })
                    }
                    error={err(`optionGroups.${g}.options.${o}.choice`)}
                  />
                  <TextField
                    label={`Meerprijs optie ${o + 1} (€)`}
                    inputMode="decimal"
                    value={option.price}
                    onChange={(e) =>
                      setGroup(g, {
                        options: group.options.map((x, i) => (i === o ? { ...x, price: e.target.value } : x)),
                      })
                    }
                    error={err(`optionGroups.${g}.options.${o}.price`)}
                  />
                  <Button
                    variant="secondary"
                    onClick={() => setGroup(g, { options: group.options.filter((_, i) => i !== o) })}
                  >
                    Verwijder<span className="sr-only"> optie {o + 1}</span>
                  </Button>
                  <OptionExtras
                    label={`Optie ${o + 1}`}
                    value={option}
                    onChange={(extras) =>
                      setGroup(g, {
                        options: group.options.map((x, i) => (i === o ? { ...x, ...extras } : x)),
                      })
                    }
                  />
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                onClick={() =>
                  setGroup(g, {
                    options: [...group.options, { choice: '', price: '0,00', ...NO_OPTION_EXTRAS }],
                  })
                }
              >
                Optie toevoegen<span className="sr-only"> aan groep {g + 1}</span>
              </Button>
              <Button
                variant="danger"
                onClick={() =>
                  set(
                    'optionGroups',
                    state.optionGroups.filter((_, i) => i !== g),
                  )
                }
              >
                Groep {g + 1} verwijderen
              </Button>
            </div>
          </fieldset>
        ))}
      </Card>

      <PricingRulePanel input={toInput(state)} onNotLooseSauce={(value) => set('notLooseSauce', value)} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Opslaan…' : product ? 'Wijzigingen opslaan' : 'Product opslaan'}
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
