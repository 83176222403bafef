/** The product's main card: where and in which category it is sold, name, price, VAT rate, description, switches. */
import { useId } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import { EnglishField } from './english-field';
import { Card, CheckboxField, FieldError, inputClass, MoneyField, TextField } from './ui';
import type { FieldErrorOf, ProductFormState, SetProductField } from './use-product-form';

export function ProductBasics({
  me,
  categories,
  state,
  set,
  err,
}: {
  me: AdminMe;
  categories: { slug: string; name: string }[];
  state: ProductFormState;
  set: SetProductField;
  err: FieldErrorOf;
}) {
  const id = useId();
  return (
    <Card className="grid gap-4 md:grid-cols-2">
      <div>
        <label htmlFor={`${id}-location`} className="mb-1 block text-sm font-semibold">
          Locatie
        </label>
        <select
          id={`${id}-location`}
          className={inputClass}
          value={state.location}
          onChange={(e) => set('location', e.target.value)}
        >
          {me.locations.map((l) => (
            <option key={l.slug} value={l.slug}>
              {l.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-location-error`} message={err('location')} />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
          Categorie
        </label>
        <select
          id={`${id}-category`}
          className={inputClass}
          value={state.category}
          aria-invalid={err('category') ? true : undefined}
          aria-describedby={err('category') ? `${id}-category-error` : undefined}
          onChange={(e) => set('category', e.target.value)}
        >
          {categories.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-category-error`} message={err('category')} />
      </div>
      <TextField
        label="Naam"
        value={state.name}
        onChange={(e) => set('name', e.target.value)}
        error={err('name')}
      />
      <EnglishField
        label="Naam"
        value={state.nameEn}
        onChange={(value) => set('nameEn', value)}
        error={err('nameEn')}
      />
      <MoneyField
        label="Prijs (€)"
        value={state.price}
        placeholder="9,50"
        onChange={(e) => set('price', e.target.value)}
        error={err('price')}
      />
      <div>
        <label htmlFor={`${id}-vat`} className="mb-1 block text-sm font-semibold">
          Btw-tarief
        </label>
        <select
          id={`${id}-vat`}
          className={inputClass}
          value={state.vatRate}
          aria-invalid={err('vatRate') ? true : undefined}
          aria-describedby={`${id}-vat-hint${err('vatRate') ? ` ${id}-vat-error` : ''}`}
          onChange={(e) => set('vatRate', Number(e.target.value))}
        >
          <option value={9}>9% (eten en alcoholvrije dranken)</option>
          <option value={21}>21% (bijvoorbeeld merchandise)</option>
        </select>
        <p id={`${id}-vat-hint`} className="mt-1 text-sm opacity-80">
          De prijs is inclusief btw. Bestellingen bewaren het tarief waartegen ze verkocht zijn.
        </p>
        <FieldError id={`${id}-vat-error`} message={err('vatRate')} />
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-semibold">
          Omschrijving
        </label>
        <textarea
          id={`${id}-description`}
          rows={3}
          className={inputClass}
          value={state.description}
          aria-invalid={err('description') ? true : undefined}
          aria-describedby={err('description') ? `${id}-description-error` : undefined}
          onChange={(e) => set('description', e.target.value)}
        />
        <FieldError id={`${id}-description-error`} message={err('description')} />
      </div>
      <EnglishField
        label="Omschrijving"
        className="md:col-span-2"
        multiline
        value={state.descriptionEn}
        onChange={(value) => set('descriptionEn', value)}
        error={err('descriptionEn')}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          label="Leverbaar"
          checked={state.available}
          onChange={(checked) => set('available', checked)}
        />
        <CheckboxField
          label="Populair"
          checked={state.popular}
          onChange={(checked) => set('popular', checked)}
        />
        <CheckboxField
          label="Alcohol (18+)"
          checked={state.ageRestricted}
          onChange={(checked) => set('ageRestricted', checked)}
        />
      </div>
    </Card>
  );
}
