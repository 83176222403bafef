/** Small form and layout pieces of the admin screens, readable in dark and light mode. */
import {
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from 'react';

export const inputClass =
  'w-full rounded-md border border-neutral-400 bg-white px-3 py-2 text-brand-black placeholder:text-neutral-600 dark:placeholder:text-neutral-400 aria-[invalid=true]:border-brand-red dark:border-neutral-500 dark:bg-neutral-900 dark:text-brand-cream dark:aria-[invalid=true]:border-red-400';

const buttonVariants = {
  primary: 'bg-brand-red text-white hover:bg-brand-dark-red',
  secondary:
    'border border-neutral-400 bg-white text-brand-black hover:bg-neutral-100 dark:border-neutral-500 dark:bg-neutral-800 dark:text-brand-cream dark:hover:bg-neutral-700',
  danger:
    'border border-brand-red bg-white text-brand-dark-red hover:bg-red-50 dark:bg-neutral-900 dark:text-red-300 dark:border-red-400',
} as const;

export function Button({
  variant = 'primary',
  className = '',
  ...props
}: ComponentProps<'button'> & { variant?: keyof typeof buttonVariants }) {
  return (
    <button
      type="button"
      {...props}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${buttonVariants[variant]} ${className}`}
    />
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">
      {message}
    </p>
  );
}

export function TextField({
  label,
  error,
  hint,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: string }) {
  const id = useId();
  const describedBy =
    [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass}
        {...props}
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

/** A choice from a short list, with its label above as the text fields have it. */
export function SelectField({
  label,
  error,
  options,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
        {...props}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** Money typed the Dutch way ("9,50"): a text field with the decimal keyboard on a phone. */
export function MoneyField(props: Omit<Parameters<typeof TextField>[0], 'inputMode'>) {
  return <TextField inputMode="decimal" {...props} />;
}

/** A checkbox with its label beside it, as the admin forms switch things on and off. */
export function CheckboxField({
  label,
  className = '',
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: ReactNode;
  onChange(checked: boolean): void;
}) {
  return (
    <label
      className={['inline-flex items-center gap-2', className, 'font-semibold'].filter(Boolean).join(' ')}
    >
      <input
        type="checkbox"
        className="size-5 accent-brand-red"
        onChange={(e) => onChange(e.target.checked)}
        {...props}
      />
      {label}
    </label>
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-brand-red bg-red-50 text-brand-dark-red dark:bg-red-950 dark:text-red-200',
    success: 'border-green-700 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-200',
    info: 'border-neutral-400 bg-white text-brand-black dark:bg-neutral-800 dark:text-brand-cream',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-md border-l-4 p-3 ${styles}`}>
      {children}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-lg border border-neutral-300 bg-white p-4 text-brand-black shadow-sm dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream ${className}`}
    >
      {children}
    </div>
  );
}

/** Maps zod issues to the first message per field path ("optionGroups.0.name"). */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}
