/** A labelled form control with its error right next to it. */
import type { ReactNode } from 'react';
import * as m from '@gh/i18n/messages';

export const inputClass =
  'mt-1 block w-full rounded-xl border-2 border-neutral-400 bg-white px-3 py-2.5 text-brand-black placeholder:text-neutral-600 dark:placeholder:text-neutral-400 focus:border-brand-red aria-[invalid=true]:border-brand-red dark:border-neutral-500 dark:bg-[#120e0c] dark:text-brand-cream dark:aria-[invalid=true]:border-brand-yellow';

export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-neutral-700 dark:text-neutral-300">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1 text-sm font-semibold text-brand-dark-red dark:text-brand-yellow"
        >
          {error}
        </p>
      )}
    </div>
  );
}

/** aria attributes tying a control to its hint and error. */
export function describe(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}

/** The honeypot: invisible to people and screen readers, tempting to bots. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="website">{m.site_honeypot()}</label>
      <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** The first message per field of a zod error. */
export function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    out[key] ??= issue.message;
  }
  return out;
}
