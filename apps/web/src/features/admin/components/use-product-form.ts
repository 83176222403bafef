/**
 * The product form's state as typed, checked with the server's own zod schema (live after a refused
 * save), the photo upload, and the save.
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from '../../../lib/router';
import { productInputSchema, type AdminProduct, type ProductInput } from '@gh/domain/admin';
import { formatMoneyInput, parseMoneyInput } from '@gh/domain';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { saveProduct, uploadImage } from '../api/products';
import type { OptionExtrasState } from './option-extras';
import type { ProductsListState } from './products-table';
import { issuesByPath } from './ui';
import { useLeaveGuard } from './use-leave-guard';

export type OptionState = {
  id?: string;
  choice: string;
  choiceEn: string;
  price: string;
} & OptionExtrasState;

/** Form state keeps numbers as typed text so a half-typed "9," is not lost. */
export interface GroupState {
  /** The stored ids, sent back so a save keeps the identity of what open carts hold. */
  id?: string;
  name: string;
  /** English beside the Dutch (issue 20): '' is not translated yet. */
  nameEn: string;
  minChoices: string;
  maxChoices: string;
  maxMultiplier: string;
  options: OptionState[];
}
export interface ProductFormState {
  location: string;
  category: string;
  name: string;
  description: string;
  /** English beside the Dutch (issue 20): '' is not translated yet. */
  nameEn: string;
  descriptionEn: string;
  price: string;
  image: string | null;
  allergens: string[];
  mayContain: string[];
  available: boolean;
  popular: boolean;
  notLooseSauce: boolean;
  /** "Alcohol (18+)": checkout asks the customer to confirm 18+ (decision 048). */
  ageRestricted: boolean;
  /** 9 or 21 (decision 027). */
  vatRate: number;
  optionGroups: GroupState[];
}
export type SetProductField = <K extends keyof ProductFormState>(key: K, value: ProductFormState[K]) => void;
export type SetGroup = (index: number, patch: Partial<GroupState>) => void;
/** The message for a field path ("optionGroups.0.name"), if it has one. */
export type FieldErrorOf = (path: string) => string | undefined;

const euro = formatMoneyInput;
const num = parseMoneyInput;

function toState(product: AdminProduct | null, location: string, category: string): ProductFormState {
  return {
    location: product?.location ?? location,
    category: product?.category ?? category,
    name: product?.name ?? '',
    description: product?.description ?? '',
    nameEn: product?.nameEn ?? '',
    descriptionEn: product?.descriptionEn ?? '',
    price: product ? euro(product.price) : '',
    image: product?.image ?? null,
    allergens: product?.allergens ?? [],
    mayContain: product?.mayContain ?? [],
    available: product?.available ?? true,
    popular: product?.popular ?? false,
    notLooseSauce: product?.notLooseSauce ?? false,
    ageRestricted: product?.ageRestricted ?? false,
    vatRate: product?.vatRate ?? 9,
    optionGroups: (product?.optionGroups ?? []).map((g) => ({
      id: g.id,
      name: g.name,
      nameEn: g.nameEn,
      minChoices: String(g.minChoices),
      maxChoices: String(g.maxChoices),
      maxMultiplier: String(g.maxMultiplier),
      options: g.options.map((o) => ({
        id: o.id,
        choice: o.choice,
        choiceEn: o.choiceEn,
        price: euro(o.price),
        allergens: o.allergens,
        mayContain: o.mayContain,
        soldOut: o.soldOut,
      })),
    })),
  };
}

export function toInput(s: ProductFormState) {
  return {
    ...s,
    price: num(s.price),
    optionGroups: s.optionGroups.map((g) => ({
      id: g.id,
      name: g.name,
      nameEn: g.nameEn,
      minChoices: num(g.minChoices),
      maxChoices: num(g.maxChoices),
      maxMultiplier: num(g.maxMultiplier),
      options: g.options.map((o) => ({ ...o, price: num(o.price) })),
    })),
  };
}

export function useProductForm(
  product: AdminProduct | null,
  defaultLocation: string,
  defaultCategory: string,
) {
  const navigate = useNavigate();
  const [initial] = useState(() => toState(product, defaultLocation, defaultCategory));
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // After a refused save the fields are checked as they change, so a corrected field loses its error.
  const [checked, setChecked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const dirty = !saved && JSON.stringify(state) !== JSON.stringify(initial);

  useLeaveGuard(dirty);
  useEffect(() => {
    if (saved)
      navigate(`${paths.admin.dashboard}?locatie=${state.location}&tab=producten`, {
        state: { productSaved: true } satisfies ProductsListState,
      });
  }, [saved, navigate, state.location]);

  const set: SetProductField = (key, value) => setState((s) => ({ ...s, [key]: value }));
  const setGroup: SetGroup = (index, patch) =>
    setState((s) => ({
      ...s,
      optionGroups: s.optionGroups.map((g, i) => (i === index ? { ...g, ...patch } : g)),
    }));

  async function uploadPhoto(file: File | undefined) {
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
      // The first wrong field takes the focus, so a screen reader reads it with its message.
      flushSync(() => {
        setErrors(issuesByPath(parsed.error.issues));
        setChecked(true);
        setMessage(null);
      });
      (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
  const err: FieldErrorOf = (key) => (key !== 'image' && live ? live[key] : errors[key]) || undefined;
  /** What the form says at its top: check the marked fields, or why the server refused. */
  const alert = live && Object.keys(live).length > 0 ? 'Controleer de gemarkeerde velden.' : message;

  return { state, set, setGroup, err, alert, saving, uploading, uploadPhoto, submit };
}
