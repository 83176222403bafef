/**
 * The details filled in again, said so, with a button to clear them: "Gegevens van je vorige
 * bestelling" (issue 28 item 5), or "Je opgeslagen gegevens" from "Mijn Gouden Haan" (decision 049),
 * where a customer with more than one saved address picks the one to deliver to.
 */
import type { SavedAddress } from '@gh/domain/account-api';
import * as m from '@gh/i18n/messages';
import { inputClass } from './checkout-field';
import { addressLine } from './use-address-lookup';
import type { Offered } from './saved-form';

const line = (a: SavedAddress) => addressLine({ ...a, number: a.houseNumber }).trim();

export function PreviousDetails({
  source = 'order',
  delivery = true,
  addresses = [],
  chosen,
  onChoose,
  onClear,
}: {
  source?: Offered;
  delivery?: boolean;
  addresses?: SavedAddress[];
  /** The postcode and number in the form, to mark the saved address chosen. */
  chosen?: { postcode: string; houseNumber: string; addition: string };
  onChoose?(address: SavedAddress): void;
  onClear(): void;
}) {
  const account = source === 'account';
  const text = !account
    ? m.checkout_previous_text()
    : delivery
      ? m.checkout_saved_text_delivery()
      : m.checkout_saved_text_pickup();
  const index = addresses.findIndex(
    (a) =>
      a.postcode === chosen?.postcode &&
      a.houseNumber === chosen.houseNumber &&
      a.addition === chosen.addition,
  );
  return (
    <section
      aria-labelledby="previous-details-title"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-gold bg-white p-4 text-brand-black dark:bg-neutral-900 dark:text-brand-cream"
      data-testid="previous-details"
    >
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="previous-details-title" className="font-bold">
          {account ? m.checkout_saved_title() : m.checkout_previous_title()}
        </h2>
        <p className="mt-1 text-sm">{text}</p>
        {account && delivery && addresses.length > 1 && onChoose && (
          <div className="mt-3">
            <label htmlFor="saved-address" className="block text-sm font-semibold">
              {m.checkout_saved_address()}
            </label>
            <select
              id="saved-address"
              className={inputClass}
              value={index < 0 ? '' : String(index)}
              onChange={(e) => {
                const address = addresses[Number(e.target.value)];
                if (address) onChoose(address);
              }}
            >
              {index < 0 && <option value="" />}
              {addresses.map((a, i) => (
                <option key={`${a.postcode}-${a.houseNumber}-${a.addition}`} value={i}>
                  {line(a)}
                </option>
              ))}
            </select>
          </div>
        )}
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
