/**
 * What the coupon form and the offer form share: their props, the check that marks wrong fields and
 * focuses the first, the heading that takes the focus on an edit, the buttons and the location choice.
 */
import type { AdminMe } from '@gh/domain/admin';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, inputClass } from '../ui';

export interface FormProps<T> {
  me: AdminMe;
  /** Filled with this one and saved over it; null: a new one. */
  editing: T | null;
  onSaved(text: string): void;
  onFailed(text: string): void;
  onCancel(): void;
}

export const today = () => new Date().toISOString().slice(0, 10);

/** A whole number typed in a field, NaN when it is none (the schema names it in Dutch). */
export const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Checks the input with the API's schema; on errors marks them and focuses the first wrong field. */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  function show(next: Record<string, string>) {
    flushSync(() => setErrors(next));
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }
  return { errors, show, formRef };
}

/** The form's heading: it takes the focus when a list's "Wijzigen" opens the form. */
export function FormHeading({ id, editing, children }: { id: string; editing: boolean; children: string }) {
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

export function FormButtons({
  editing,
  create,
  onCancel,
}: {
  editing: boolean;
  create: string;
  onCancel(): void;
}) {
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

export function LocationSelect(props: { me: AdminMe; value: string; onChange(value: string): void }) {
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
