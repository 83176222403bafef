/** A labelled checkout control with its hint and Dutch error, tied to it for screen readers. */
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { CheckoutField } from '@gh/domain/checkout';

export const inputClass =
  'mt-1 block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-brand-black shadow-sm ' +
  'placeholder:text-neutral-600 dark:placeholder:text-neutral-400 ' +
  'aria-[invalid=true]:border-brand-dark-red dark:border-neutral-500 dark:bg-neutral-900 dark:text-brand-cream ' +
  'dark:aria-[invalid=true]:border-red-300';

/** A field the customer cannot change (a signed-in customer's e-mail): it looks so, in both modes. */
const readOnlyClass =
  'cursor-default border-dashed bg-neutral-100! text-neutral-800! dark:bg-neutral-800! dark:text-neutral-200!';

export type FieldAria = { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

export function Field(props: {
  id: CheckoutField;
  label: string;
  error: string | undefined;
  hint?: string;
  children: (aria: FieldAria) => ReactNode;
  className?: string;
}) {
  const { id, label, error, hint, children, className } = props;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

/** A one-line text field of the checkout form. */
export function TextField(
  props: {
    id: CheckoutField;
    label: string;
    error: string | undefined;
    hint?: string;
    className?: string;
    value: string;
    onChange(value: string): void;
  } & Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'readOnly'
  >,
) {
  const { id, label, error, hint, className, value, onChange, ...input } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => (
        <input
          {...aria}
          {...input}
          className={input.readOnly ? `${inputClass} ${readOnlyClass}` : inputClass}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
