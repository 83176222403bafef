/** "Bezorgen of afhalen": two large radio cards; a way the location does not offer cannot be chosen. */
import type { Fulfilment } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';

export function FulfilmentChoice(props: {
  value: Fulfilment;
  canDeliver: boolean;
  canPickup: boolean;
  onChange(value: Fulfilment): void;
}) {
  const { value: chosen, canDeliver, canPickup, onChange } = props;
  return (
    <fieldset>
      <legend className="text-lg font-bold">{m.checkout_fulfilment_legend()}</legend>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(
          [
            ['delivery', m.checkout_delivery(), canDeliver],
            ['pickup', m.checkout_pickup(), canPickup],
          ] as const
        ).map(([value, label, enabled]) => (
          <label
            key={value}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border-2 p-4 font-semibold has-[:checked]:border-brand-red has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--gh-ring) ${enabled ? '' : 'cursor-not-allowed opacity-60'} border-neutral-400 dark:border-neutral-600`}
          >
            <input
              type="radio"
              id={`fulfilment-${value}`}
              name="fulfilment"
              value={value}
              checked={chosen === value}
              disabled={!enabled}
              onChange={() => onChange(value)}
              className="h-4 w-4 accent-brand-red"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
