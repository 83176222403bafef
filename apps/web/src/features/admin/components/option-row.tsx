/** One option of an option group: its name, its extra price, remove, and its own allergens and sold-out switch. */
import { EnglishField } from './english-field';
import { OptionExtras } from './option-extras';
import { Button, MoneyField, TextField } from './ui';
import type { FieldErrorOf, OptionState } from './use-product-form';

export function OptionRow({
  option,
  index,
  path,
  err,
  onChange,
  onRemove,
}: {
  option: OptionState;
  index: number;
  /** The option's path for its errors ("optionGroups.0.options.1"). */
  path: string;
  err: FieldErrorOf;
  onChange(patch: Partial<OptionState>): void;
  onRemove(): void;
}) {
  const n = index + 1;
  return (
    <li className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_10rem_auto]">
      <TextField
        label={`Optie ${n}`}
        value={option.choice}
        onChange={(e) => onChange({ choice: e.target.value })}
        error={err(`${path}.choice`)}
      />
      <EnglishField
        label={`Optie ${n}`}
        value={option.choiceEn}
        onChange={(value) => onChange({ choiceEn: value })}
        error={err(`${path}.choiceEn`)}
      />
      <MoneyField
        label={`Meerprijs optie ${n} (€)`}
        value={option.price}
        onChange={(e) => onChange({ price: e.target.value })}
        error={err(`${path}.price`)}
      />
      <Button variant="secondary" onClick={onRemove}>
        Verwijder<span className="sr-only"> optie {n}</span>
      </Button>
      <OptionExtras label={`Optie ${n}`} choice={option.choice} value={option} onChange={onChange} />
    </li>
  );
}
