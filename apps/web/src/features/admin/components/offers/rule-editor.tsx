/**
 * The offer form's rule: the kind of offer, then the fields that kind asks for (rule-kinds.ts), or
 * none for an offer that is only shown.
 */
import { Alert, inputClass, MoneyField, TextField } from '../ui';
import { ruleText } from './offer-texts';
import { ruleErrors, type RuleKind, type useRuleDraft } from './rule-draft';
import { RULE_KINDS } from './rule-kinds';

export function RuleEditor({
  rule,
  errors,
}: {
  rule: ReturnType<typeof useRuleDraft>;
  errors: Record<string, string>;
}) {
  const { draft, change, broad, saved } = rule;
  const fields = RULE_KINDS.find((k) => k.kind === draft.kind);
  const error = ruleErrors(errors);
  return (
    <>
      {broad ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <Alert tone="info">
            {`Deze actie rekent met: ${ruleText(saved)}. Dat is meer dan dit formulier toont; laat de velden van de regel zoals ze zijn, dan blijft de regel ongewijzigd.`}
          </Alert>
        </div>
      ) : null}
      <label className="block text-sm font-semibold">
        Soort actie
        <select
          className={`${inputClass} mt-1 font-normal`}
          value={draft.kind}
          onChange={(e) => change({ kind: e.target.value as RuleKind })}
        >
          {RULE_KINDS.map((k) => (
            <option key={k.kind} value={k.kind}>
              {k.name}
            </option>
          ))}
          <option value="none">Alleen tonen, zonder korting</option>
        </select>
      </label>
      {fields?.amount ? (
        <TextField
          label={fields.amount}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => change({ amount: e.target.value })}
          error={error.amount}
        />
      ) : null}
      {fields?.items ? (
        <TextField
          // An edited rule the fields cannot show whole: the field names what it holds.
          label={broad ? 'Producten en categorieën' : fields.items.label}
          hint={fields.items.hint}
          value={draft.items}
          onChange={(e) => change({ items: e.target.value })}
          error={error.items}
        />
      ) : null}
      {fields?.minimum ? (
        <MoneyField
          label="Vanaf bedrag (€)"
          value={draft.minimum}
          onChange={(e) => change({ minimum: e.target.value })}
          error={error.minimum}
        />
      ) : null}
    </>
  );
}
