/**
 * The end of the form: what stops this order right now, the server's refusal, and the pay button.
 * A quote problem (zone, minimum) is said once, tied to the button, which stays disabled until it
 * is solved: the server would refuse the order with the same sentence.
 */
import type { Ref } from 'react';
import { formatEuro, toCents } from '@gh/domain';
import * as m from '@gh/i18n/messages';

export function PayButton(props: {
  /** The quote's problem (zone, minimum), if any. */
  problem: string | null;
  /** Why the last attempt was refused, if it was. */
  error: string | null;
  errorRef: Ref<HTMLDivElement>;
  /** Euros, as the quote answers. */
  total: number;
  submitting: boolean;
  disabled: boolean;
}) {
  const { problem, errorRef, total, submitting, disabled } = props;
  // The server's refusal repeats the quote's problem word for word: say it once.
  const error = props.error === problem ? null : props.error;
  return (
    <>
      {/* Near the button, where a phone's thumb is: what stops this order right now. */}
      {problem && (
        <p
          id="pay-problem"
          role="status"
          className="rounded-md bg-brand-yellow/30 p-3 text-sm font-medium dark:bg-neutral-800"
        >
          {problem}
        </p>
      )}
      {error && (
        <div
          ref={errorRef}
          tabIndex={-1}
          role="alert"
          className="rounded-md border-2 border-brand-dark-red bg-white p-4 font-medium text-brand-dark-red dark:border-red-300 dark:bg-neutral-900 dark:text-red-300"
        >
          {error}
        </div>
      )}
      <button
        type="submit"
        disabled={submitting || disabled || problem !== null}
        aria-describedby={problem ? 'pay-problem' : undefined}
        aria-busy={submitting}
        className="w-full rounded-md bg-brand-red px-6 py-4 text-lg font-bold text-white hover:bg-brand-dark-red disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait sm:w-auto"
      >
        {submitting ? m.checkout_please_wait() : m.checkout_pay({ total: formatEuro(toCents(total)) })}
      </button>
    </>
  );
}
