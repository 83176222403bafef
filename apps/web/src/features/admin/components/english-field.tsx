/**
 * An English field beside a Dutch one (issue 20): the owner's screens stay Dutch, so it is labelled
 * "(Engels)", and while it is empty a "Nog niet vertaald" badge says visitors on /en read the Dutch.
 */
import { useId } from 'react';
import { FieldError, inputClass } from './ui';

/** The marker of an English text not written yet, in the form and in the product list. */
export function NotTranslatedBadge({ id, detail }: { id?: string; detail?: string }) {
  return (
    <span
      id={id}
      className="inline-block rounded-full border border-amber-700 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100"
    >
      Nog niet vertaald{detail ? <span className="font-normal">: {detail}</span> : null}
    </span>
  );
}

export function EnglishField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  className = '',
  placeholder,
}: {
  /** The Dutch field's label; "(Engels)" is added. */
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | undefined;
  multiline?: boolean;
  className?: string;
  placeholder?: string;
}) {
  const id = useId();
  const empty = value.trim() === '';
  const describedBy = [empty ? `${id}-badge` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const props = {
    id,
    lang: 'en',
    value,
    placeholder,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  return (
    <div className={className}>
      <div className="mb-1 flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label} (Engels)
        </label>
        {empty ? <NotTranslatedBadge id={`${id}-badge`} /> : null}
      </div>
      {multiline ? (
        <textarea rows={3} {...props} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...props} onChange={(e) => onChange(e.target.value)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
