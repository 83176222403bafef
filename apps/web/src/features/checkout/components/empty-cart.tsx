/** Checkout with nothing in the cart: say so and lead back to the menu. */
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { Link } from '../../../components/link';

export function EmptyCart() {
  return (
    <section className="mx-auto max-w-xl rounded-xl border border-neutral-300 p-8 text-center dark:border-neutral-700">
      <h2 className="text-xl font-bold">{m.checkout_empty_title()}</h2>
      <p className="mt-2">{m.checkout_empty_text()}</p>
      <Link
        to={paths.menu}
        className="mt-6 inline-block rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red"
      >
        {m.checkout_to_menu()}
      </Link>
    </section>
  );
}
