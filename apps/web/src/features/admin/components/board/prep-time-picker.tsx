/** The preparation time a cook accepts an order with: the usual ones, the location's default preselected. */
import { acceptChoices } from './board-fns';

export function PrepTimePicker({
  name,
  defaultMinutes,
  minutes,
  onChange,
  tone = 'card',
}: {
  /** The radio group's name, one per order and place (card or overlay). */
  name: string;
  defaultMinutes: number;
  minutes: number;
  onChange: (minutes: number) => void;
  /** `alarm`: large, on the new-order overlay's red. */
  tone?: 'card' | 'alarm';
}) {
  const chip =
    tone === 'alarm'
      ? 'min-h-12 border-2 border-white px-4 py-2 text-lg has-[:checked]:bg-white has-[:checked]:text-brand-black has-[:focus-visible]:outline-white'
      : 'border border-neutral-400 px-3 py-2 text-sm has-[:checked]:border-brand-red has-[:checked]:bg-brand-red has-[:checked]:text-white has-[:focus-visible]:outline-(--gh-ring) dark:border-neutral-500';
  return (
    <fieldset>
      <legend className={`mb-1 font-semibold ${tone === 'alarm' ? 'text-lg' : 'text-sm'}`}>
        Bereidingstijd
      </legend>
      <div className={`flex flex-wrap ${tone === 'alarm' ? 'justify-center gap-2' : 'gap-1'}`}>
        {acceptChoices(defaultMinutes).map((choice) => (
          <label
            key={choice}
            className={`inline-flex cursor-pointer items-center rounded-md font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 ${chip}`}
          >
            <input
              type="radio"
              name={name}
              value={choice}
              checked={minutes === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            {choice} min
          </label>
        ))}
      </div>
    </fieldset>
  );
}
