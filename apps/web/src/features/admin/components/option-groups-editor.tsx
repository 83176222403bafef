/** The "Optiegroepen" card: every option group of the product, and a button to add one. */
import { NO_OPTION_EXTRAS } from './option-extras';
import { OptionGroupFieldset } from './option-group-fieldset';
import { Button, Card } from './ui';
import type { FieldErrorOf, GroupState, SetGroup } from './use-product-form';

export function OptionGroupsEditor({
  groups,
  onChange,
  setGroup,
  err,
}: {
  groups: GroupState[];
  /** The whole list, after a group was added or removed. */
  onChange(groups: GroupState[]): void;
  setGroup: SetGroup;
  err: FieldErrorOf;
}) {
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold">Optiegroepen</h2>
        <Button
          variant="secondary"
          onClick={() =>
            onChange([
              ...groups,
              {
                name: '',
                nameEn: '',
                minChoices: '0',
                maxChoices: '1',
                maxMultiplier: '1',
                options: [{ choice: '', choiceEn: '', price: '0,00', ...NO_OPTION_EXTRAS }],
              },
            ])
          }
        >
          Optiegroep toevoegen
        </Button>
      </div>
      {groups.length === 0 ? <p>Geen opties: klanten bestellen dit product zoals het is.</p> : null}
      {groups.map((group, g) => (
        <OptionGroupFieldset
          key={g}
          group={group}
          index={g}
          err={err}
          onChange={(patch) => setGroup(g, patch)}
          onRemove={() => onChange(groups.filter((_, i) => i !== g))}
        />
      ))}
    </Card>
  );
}
