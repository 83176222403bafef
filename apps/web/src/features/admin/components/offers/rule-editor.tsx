/** The offer form's rule: the kind of offer and that kind's editor, or only shown, without one. */
import { Alert, inputClass } from '../ui';
import { ruleText } from './offer-texts';
import { ruleErrors, type RuleKind, type useRuleDraft } from './rule-draft';
import { RULE_KINDS } from './rule-editors';

export function RuleEditor({
  rule,
  errors,
}: {
  rule: ReturnType<typeof useRuleDraft>;
  errors: Record<string, string>;
}) {
  const { draft, change, broad, saved } = rule;
  const Editor = RULE_KINDS.find((k) => k.kind === draft.kind)?.Editor;
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
      {Editor ? <Editor draft={draft} change={change} errors={ruleErrors(errors)} broad={broad} /> : null}
    </>
  );
}
