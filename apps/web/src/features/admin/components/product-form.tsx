/**
 * The add/edit product form: every field, option groups, allergens, photo upload. It validates with the
 * server's own zod schema and asks before leaving with unsaved changes.
 */
import { useNavigate } from '../../../lib/router';
import type { AdminMe, AdminProduct } from '@gh/domain/admin';
import { SoldOutProductsContext } from './option-extras';
import { OptionGroupsEditor } from './option-groups-editor';
import { PricingRulePanel } from './pricing-rule-panel';
import { ProductAllergens } from './product-allergens';
import { ProductBasics } from './product-basics';
import { ProductPhoto } from './product-photo';
import { Alert, Button } from './ui';
import { toInput, useProductForm } from './use-product-form';

export function ProductForm({
  me,
  product,
  categories,
  defaultLocation,
  soldOutProducts = new Set(),
}: {
  me: AdminMe;
  product: AdminProduct | null;
  categories: { slug: string; name: string }[];
  defaultLocation: string;
  /** The location's sold-out products (productNameKey): options of the same name show as sold out. */
  soldOutProducts?: ReadonlySet<string>;
}) {
  const navigate = useNavigate();
  const { state, set, setGroup, err, alert, saving, uploading, uploadPhoto, submit } = useProductForm(
    product,
    defaultLocation,
    categories[0]?.slug ?? '',
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {alert ? <Alert tone="error">{alert}</Alert> : null}
      <ProductBasics me={me} categories={categories} state={state} set={set} err={err} />
      <ProductPhoto
        image={state.image}
        productName={state.name}
        uploading={uploading}
        error={err('image')}
        onFile={(file) => void uploadPhoto(file)}
        onRemove={() => set('image', null)}
      />
      <ProductAllergens state={state} set={set} />
      <SoldOutProductsContext value={soldOutProducts}>
        <OptionGroupsEditor
          groups={state.optionGroups}
          onChange={(groups) => set('optionGroups', groups)}
          setGroup={setGroup}
          err={err}
        />
      </SoldOutProductsContext>
      <PricingRulePanel input={toInput(state)} onNotLooseSauce={(value) => set('notLooseSauce', value)} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Opslaan…' : product ? 'Wijzigingen opslaan' : 'Product opslaan'}
        </Button>
        <Button variant="secondary" onClick={() => navigate(-1)}>
          Annuleren
        </Button>
      </div>
    </form>
  );
}
