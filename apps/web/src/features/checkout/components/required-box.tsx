/** A required checkbox of the checkout form with its label and its error, tied to it for screen readers. */
import type { ReactNode } from 'react';

export function RequiredBox(props: {
  id: 'termsAccepted' | 'ageConfirmed';
  checked: boolean;
  error: string | undefined;
  onChange(checked: boolean): void;
  /** Another element that explains the box (said before its error). */
  note?: string;
  children: ReactNode;
}) {
  const { id, checked, error, onChange, note, children } = props;
  const describedBy = [note, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={Boolean(error)}
          {...(describedBy ? { 'aria-describedby': describedBy } : {})}
          className="mt-1 h-5 w-5 accent-brand-red"
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-brand-dark-red dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
