/**
 * The form of one kind of content, new or filled for an edit: each Dutch field with its English twin
 * ("Nog niet vertaald" while empty). It checks with the API's schema first (errors at their fields, the
 * first wrong one takes the focus); the server checks again and answers in Dutch.
 */
import { useId, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { AdminMe } from '@gh/domain/admin';
import { ApiError } from '../../../../lib/api-client';
import { saveContent } from '../../api/content';
import { uploadImage } from '../../api/products';
import { EnglishField } from '../english-field';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  FieldError,
  inputClass,
  issuesByPath,
  SelectField,
  TextField,
} from '../ui';
import type { FieldSpec, FormValues, KindSpec } from './content-kinds';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the browser's `datetime-local` shows it (the owner's own clock, in the Netherlands). */
function localInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function initialValues<T>(spec: KindSpec<T>, item: T | null, now: Date): FormValues {
  const values: FormValues = {};
  for (const field of spec.fields) {
    const stored = item ? (item as Record<string, unknown>)[field.name] : undefined;
    if (field.type === 'checkbox') values[field.name] = stored === undefined ? true : Boolean(stored);
    else if (field.type === 'datetime')
      values[field.name] = localInput(stored ? new Date(String(stored)) : now);
    else values[field.name] = stored == null ? '' : String(stored);
    if (field.en) {
      const en = item ? (item as Record<string, unknown>)[field.en] : '';
      values[field.en] = typeof en === 'string' ? en : '';
    }
  }
  return values;
}

function bodyOf(fields: FieldSpec[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'datetime') {
      const at = new Date(String(value));
      body[field.name] = Number.isNaN(at.getTime()) ? String(value) : at.toISOString();
    } else body[field.name] = value;
    if (field.en) body[field.en] = values[field.en];
  }
  return body;
}

export interface ContentFormProps<T> {
  me: AdminMe;
  spec: KindSpec<T>;
  editing: T | null;
  now: Date;
  onSaved(item: T): void;
  onCancel(): void;
}

export function ContentForm<T>({ me, spec, editing, now, onSaved, onCancel }: ContentFormProps<T>) {
  const [values, setValues] = useState(() => initialValues(spec, editing, now));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: string, value: string | boolean) => setValues((v) => ({ ...v, [name]: value }));
  const heading = editing ? `${spec.noun} wijzigen: ${spec.labelOf(editing)}` : spec.newLabel;
  const headingId = `${spec.kind}-form-title`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = bodyOf(spec.fields, values);
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success) {
      flushSync(() => setErrors(issuesByPath(parsed.error.issues)));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setErrors({});
    setMessage(null);
    setBusy(true);
    try {
      onSaved(await saveContent<T>(spec.kind, editing ? spec.keyOf(editing) : null, body));
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Opslaan mislukt. Probeer het opnieuw.');
    } finally {
      setBusy(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    try {
      set('src', (await uploadImage(file)).image);
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : 'Uploaden mislukt.');
    }
  }

  function dutch(field: FieldSpec) {
    const value = values[field.name];
    const common = { label: field.label, error: errors[field.name], hint: field.hint };
    switch (field.type) {
      case 'checkbox':
        return (
          <CheckboxField label={field.label} checked={value === true} onChange={(c) => set(field.name, c)} />
        );
      case 'location':
        return (
          <SelectField
            label={field.label}
            error={errors[field.name]}
            value={String(value)}
            onChange={(e) => set(field.name, e.target.value)}
            options={[
              { value: '', label: 'Alle locaties' },
              ...me.locations.map((l) => ({ value: l.slug, label: l.name })),
            ]}
          />
        );
      case 'photo':
        return (
          <div>
            <TextField
              {...common}
              label="Foto (pad)"
              value={String(value)}
              onChange={(e) => set(field.name, e.target.value)}
            />
            <label className="mt-2 block text-sm font-semibold">
              Foto uploaden (JPEG, PNG of WebP)
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="mt-1 block w-full text-sm"
                onChange={(e) => void upload(e.target.files?.[0])}
              />
            </label>
            {value ? (
              <img src={String(value)} alt="" className="mt-2 h-24 w-32 rounded object-cover" />
            ) : null}
          </div>
        );
      case 'text':
        return <TextArea {...common} value={String(value)} onChange={(v) => set(field.name, v)} />;
      case 'datetime':
        return (
          <TextField
            {...common}
            type="datetime-local"
            value={String(value)}
            onChange={(e) => set(field.name, e.target.value)}
          />
        );
      default:
        return (
          <TextField {...common} value={String(value)} onChange={(e) => set(field.name, e.target.value)} />
        );
    }
  }

  return (
    <Card>
      <h3 id={headingId} className="mb-4 text-lg font-bold wrap-break-word">
        {heading}
      </h3>
      <form onSubmit={submit} noValidate aria-labelledby={headingId} className="space-y-4">
        {message ? <Alert tone="error">{message}</Alert> : null}
        {spec.fields.map((field) => (
          <div key={field.name} className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {dutch(field)}
            {field.en ? (
              <EnglishField
                label={field.label}
                value={String(values[field.en])}
                multiline={field.type === 'text'}
                error={errors[field.en]}
                onChange={(v) => set(field.en!, v)}
              />
            ) : null}
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? 'Bezig…' : editing ? 'Wijzigingen opslaan' : `${spec.noun} toevoegen`}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onCancel}>
              Annuleren
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        className={inputClass}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
