/** The cart lines that cannot be ordered like this, each with its one-tap fix. */
import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import type { CheckoutQuote } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { paths, type CityMenuState } from '../../../lib/paths';

type QuoteLine = CheckoutQuote['lines'][number];

export function LineProblems(props: {
  lines: readonly QuoteLine[];
  location: string | null;
  /** Removes a cart line; true when it worked (the cart store shows its own toast otherwise). */
  onRemove(lineId: string): Promise<boolean>;
  /** After a fix: the quote is fetched again. */
  onFixed(): void;
}) {
  const { lines, location, onRemove, onFixed } = props;
  const navigate = useNavigate();
  const [busy, setBusy] = useState<string | null>(null);
  const problems = lines.filter((l) => l.problem);
  if (problems.length === 0) return null;

  /** The line stays in the cart until the new choice is added on the menu. */
  function chooseAgain(line: QuoteLine, at: string) {
    void navigate(paths.cityMenu(at), {
      state: { choose: line.productId, replace: line.id } satisfies CityMenuState,
    });
  }

  async function removeLine(line: QuoteLine) {
    setBusy(line.id);
    const removed = await onRemove(line.id);
    setBusy(null);
    if (removed) onFixed();
  }

  return (
    <section
      aria-labelledby="line-problems-title"
      className="rounded-md border-2 border-brand-dark-red bg-white p-4 text-brand-black dark:border-red-300 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="line-problems-title" className="font-bold">
        {problems.length === 1
          ? m.checkout_problems_one()
          : m.checkout_problems_many({ count: problems.length })}
      </h2>
      <ul className="mt-2 space-y-3">
        {problems.map((line) => (
          <li key={line.id} data-testid="line-problem">
            <p>
              <span className="font-semibold">
                {line.quantity} × {line.name}
              </span>
              {line.selectedOptions.length > 0 && (
                <span> ({line.selectedOptions.map((o) => o.choice).join(', ')})</span>
              )}
              : {line.problem!.message}
            </p>
            <div className="mt-2 flex flex-wrap gap-2">
              {line.problem!.kind === 'option' && location && (
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-label={m.checkout_choose_again_label({ name: line.name })}
                  onClick={() => chooseAgain(line, location)}
                  className="rounded-md bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red disabled:opacity-70"
                >
                  {m.checkout_choose_again()}
                </button>
              )}
              <button
                type="button"
                disabled={busy !== null}
                aria-label={m.checkout_remove_label({ name: line.name })}
                onClick={() => void removeLine(line)}
                className={
                  line.problem!.kind === 'option'
                    ? 'rounded-md border-2 border-brand-red px-4 py-2 font-semibold hover:bg-brand-red/10 disabled:opacity-70'
                    : 'rounded-md bg-brand-red px-4 py-2 font-semibold text-white hover:bg-brand-dark-red disabled:opacity-70'
                }
              >
                {m.checkout_remove()}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm">{m.checkout_rest_stays()}</p>
    </section>
  );
}
