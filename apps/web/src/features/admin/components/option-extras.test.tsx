/**
 * Issue 17 (evening): "Uienringen" in the Halve kip menu showed its own "Uitverkocht" box unticked
 * while the product Uienringen was sold out and customers saw the option sold out. It shows as sold
 * out because the product is, and cannot be changed there.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NO_OPTION_EXTRAS, OptionExtras, SoldOutProductsContext } from './option-extras';

function render(choice: string, soldOutProducts: string[]) {
  document.body.innerHTML = renderToString(
    <SoldOutProductsContext value={new Set(soldOutProducts)}>
      <OptionExtras label="Optie 4" choice={choice} value={NO_OPTION_EXTRAS} onChange={() => undefined} />
    </SoldOutProductsContext>,
  );
  const box = document.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  return { box, label: box.closest('label')!.textContent };
}

describe('an option that is a sold-out product', () => {
  it('shows "Uitverkocht (product)", ticked and not editable', () => {
    const { box, label } = render(' Uienringen', ['uienringen']);
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(label).toBe('Uitverkocht (product) (Optie 4)');
  });

  it('keeps its own switch when the product is available', () => {
    const { box, label } = render('Uienringen', ['koolsla']);
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    expect(label).toBe('Uitverkocht (Optie 4)');
  });
});
