/** One option group: its name and choice limits, its options, and buttons to add an option or drop the group. */
import { useId } from 'react';
import { EnglishField } from './english-field';
import { NO_OPTION_EXTRAS } from './option-extras';
import { OptionRow } from './option-row';
import { Button, FieldError, TextField } from './ui';
import type { FieldErrorOf, GroupState, OptionState } from './use-product-form';

/** How many options a customer chooses, and how often one option may be taken. */
const LIMITS = [
  ['minChoices', 'Minimaal kiezen'],
  ['maxChoices', 'Maximaal kiezen'],
  ['maxMultiplier', 'Max. per optie (x2)'],
] as const;

export function OptionGroupFieldset({
  group,
  index,
  err,
  onChange,
  onRemove,
}: {
  group: GroupState;
  index: number;
  err: FieldErrorOf;
  onChange(patch: Partial<GroupState>): void;
  onRemove(): void;
}) {
  const id = useId();
  const g = index;
  const path = `optionGroups.${g}`;
  const setOption = (o: number, patch: Partial<OptionState>) =>
    onChange({ options: group.options.map((x, i) => (i === o ? { ...x, ...patch } : x)) });
  return (
    <fieldset className="space-y-3 rounded-md border border-neutral-300 p-3 dark:border-neutral-600">
      <legend className="px-1 font-bold">Optiegroep {g + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          label="Naam van de groep"
          className="sm:col-span-4"
          value={group.name}
          placeholder="Bijvoorbeeld: Saus"
          onChange={(e) => onChange({ name: e.target.value })}
          error={err(`${path}.name`)}
        />
        <EnglishField
          label="Naam van de groep"
          className="sm:col-span-4"
          value={group.nameEn}
          placeholder="For example: Sauce"
          onChange={(value) => onChange({ nameEn: value })}
          error={err(`${path}.nameEn`)}
        />
        {LIMITS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            inputMode="numeric"
            value={group[key]}
            onChange={(e) => onChange({ [key]: e.target.value })}
            error={err(`${path}.${key}`)}
          />
        ))}
      </div>
      <FieldError id={`${id}-group-${g}-options`} message={err(`${path}.options`)} />
      <ul className="space-y-2">
        {group.options.map((option, o) => (
          <OptionRow
            key={o}
            option={option}
            index={o}
            path={`${path}.options.${o}`}
            err={err}
            onChange={(patch) => setOption(o, patch)}
            onRemove={() => onChange({ options: group.options.filter((_, i) => i !== o) })}
          />
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            onChange({
              options: [...group.options, { choice: '', choiceEn: '', price: '0,00', ...NO_OPTION_EXTRAS }],
            })
          }
        >
          Optie toevoegen<span className="sr-only"> aan groep {g + 1}</span>
        </Button>
        <Button variant="danger" onClick={onRemove}>
          Groep {g + 1} verwijderen
        </Button>
      </div>
    </fieldset>
  );
}
