/**
 * What the coupon form and the offer form share: their props, their card with its heading (which
 * takes the focus on an edit) and buttons, the check that marks wrong fields and focuses the first,
 * and where and when the code or the offer holds.
 */
import { amsterdamDate } from '@gh/domain';
import type { AdminMe } from '@gh/domain/admin';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button, Card, CheckboxField, inputClass, TextField } from '../ui';

export interface FormProps<T> {
  me: AdminMe;
  /** Filled with this one and saved over it; null: a new one. */
  editing: T | null;
  onSaved(text: string): void;
  onFailed(text: string): void;
  onCancel(): void;
}

/** Today on the Amsterdam calendar: a new offer's or code's first and last day (not the UTC date). */
const today = () => amsterdamDate(new Date());

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

/** A form of the page in its card: the heading, the fields in a grid, "Actief" on an edit, the buttons. */
export function FormCard({
  heading,
  editing,
  create,
  formRef,
  onSubmit,
  onCancel,
  active,
  onActive,
  children,
}: {
  heading: string;
  editing: boolean;
  /** The submit button's text for a new one. */
  create: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit(event: FormEvent): Promise<void>;
  onCancel(): void;
  active: boolean;
  onActive(active: boolean): void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card>
      <FormHeading id={titleId} editing={editing}>
        {heading}
      </FormHeading>
      <form
        ref={formRef}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      >
        {children}
        {editing ? <CheckboxField label="Actief" checked={active} onChange={onActive} /> : null}
        <FormButtons editing={editing} create={create} onCancel={onCancel} />
      </form>
    </Card>
  );
}

/** Where and when a code or an offer holds, as its form keeps them: its location, first and last day. */
export function usePlaceAndPeriod(
  editing: { location: string | null; validFrom: string; validUntil: string } | null,
) {
  const [location, setLocation] = useState(editing?.location ?? '');
  const [from, setFrom] = useState(editing?.validFrom ?? today());
  const [until, setUntil] = useState(editing?.validUntil ?? today());
  return {
    fields: { location, setLocation, from, setFrom, until, setUntil },
    /** As the API's schema takes them. */
    input: { location: location || null, validFrom: from, validUntil: until },
  };
}

export function PlaceAndPeriodFields({
  me,
  place,
  errors,
}: {
  me: AdminMe;
  place: ReturnType<typeof usePlaceAndPeriod>;
  errors: Record<string, string>;
}) {
  const { location, setLocation, from, setFrom, until, setUntil } = place.fields;
  return (
    <>
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
    </>
  );
}
