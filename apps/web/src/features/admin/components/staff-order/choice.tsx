/** A pill-shaped radio group of the phone order page: one fieldset, its legend, a few choices. */
export function Choice({
  legend,
  value,
  choices,
  disabled = false,
  onChange,
}: {
  legend: string;
  value: string;
  choices: [string, string][];
  disabled?: boolean;
  onChange(value: string): void;
}) {
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-1">
        {choices.map(([v, label]) => (
          <label
            key={v}
            className="cursor-pointer rounded-md border border-neutral-400 px-3 py-2 text-sm font-semibold has-[:checked]:border-brand-red has-[:checked]:bg-brand-red has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--gh-ring) dark:border-neutral-500"
          >
            <input
              type="radio"
              className="sr-only"
              name={legend}
              value={v}
              checked={value === v}
              onChange={() => onChange(v)}
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
