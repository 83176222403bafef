/** "Gegevens van je vorige bestelling": the details filled in again, said so, with a button to clear them. */
import * as m from '@gh/i18n/messages';

export function PreviousDetails({ onClear }: { onClear(): void }) {
  return (
    <section
      aria-labelledby="previous-details-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-gold bg-white p-4 text-brand-black dark:bg-neutral-900 dark:text-brand-cream"
      data-testid="previous-details"
    >
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="previous-details-title" className="font-bold">
          {m.checkout_previous_title()}
        </h2>
        <p className="mt-1 text-sm">{m.checkout_previous_text()}</p>
      </div>
      <button
        type="button"
        onClick={() => {
          onClear();
          // The fields are empty now: the customer goes on at the first.
          requestAnimationFrame(() => document.getElementById('name')?.focus());
        }}
        className="min-h-11 rounded-full border-2 border-brand-red px-4 font-semibold text-brand-dark-red hover:bg-brand-red hover:text-white dark:border-brand-yellow dark:text-brand-yellow dark:hover:bg-brand-yellow dark:hover:text-brand-black"
      >
        {m.checkout_previous_clear()}
      </button>
    </section>
  );
}
