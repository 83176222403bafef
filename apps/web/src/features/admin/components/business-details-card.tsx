/**
 * The location's business details (issue 31 item 8, decision 044): legal name, address, KvK number
 * and btw-id, which receipts, credit notes and the site's footer show. Part of the location form;
 * checked by the domain's schema on save, with its Dutch messages under each field.
 */
import { missingBusinessDetails, type BusinessDetails } from '@gh/domain/business';
import { Card, TextField } from './ui';

const FIELDS = [
  {
    key: 'legalName',
    label: 'Juridische naam',
    hint: 'Zoals in het Handelsregister, bijvoorbeeld Gouden Haan Amsterdam B.V.',
    autoComplete: 'organization',
  },
  {
    key: 'address',
    label: 'Vestigingsadres',
    hint: 'Straat en huisnummer, postcode en plaats. Leeg: het adres van het restaurant.',
    autoComplete: 'street-address',
  },
  { key: 'kvkNumber', label: 'KvK-nummer', hint: '8 cijfers.', autoComplete: 'off' },
  {
    key: 'vatNumber',
    label: 'Btw-id',
    hint: 'NL, 9 cijfers, B en 2 cijfers, zoals op de brief van de Belastingdienst.',
    autoComplete: 'off',
  },
] as const;

export function BusinessDetailsCard({
  value,
  errors,
  onChange,
}: {
  value: BusinessDetails;
  /** The form's errors by path (`business.kvkNumber`). */
  errors: Record<string, string>;
  onChange: (next: BusinessDetails) => void;
}) {
  const missing = missingBusinessDetails(value);
  return (
    <Card className="space-y-3">
      <h3 className="text-lg font-bold">Bedrijfsgegevens op bonnen en creditnota’s</h3>
      <p className="text-sm">
        Deze gegevens staan op elke bon (factuur) en creditnota van deze vestiging en onderaan de website.
      </p>
      {missing.length > 0 ? (
        <p className="text-sm font-medium text-brand-dark-red dark:text-red-300">
          Nog niet ingevuld: {missing.join(', ')}. Tot dan staan de naam en het adres van het restaurant op de
          bon, zonder KvK-nummer en btw-id.
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.key}
            label={f.label}
            hint={f.hint}
            autoComplete={f.autoComplete}
            spellCheck={false}
            value={value[f.key] ?? ''}
            error={errors[`business.${f.key}`]}
            onChange={(e) => onChange({ ...value, [f.key]: e.target.value })}
          />
        ))}
      </div>
    </Card>
  );
}
