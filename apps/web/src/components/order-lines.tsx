/** The lines of an order or a checkout summary: quantity, name, chosen options and line total. */
import { formatEuro, optionText, toCents } from '@gh/domain';

export interface OrderLine {
  quantity: number;
  name: string;
  /** Each option's price is one piece's, in euros. */
  selectedOptions: readonly { choice: string; price: number }[];
  /** Euros, as the API answers. */
  total: number;
}

export function OrderLines({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-700">
      {lines.map((line, i) => (
        <li key={i} className="flex justify-between gap-3 py-3">
          <div>
            <p className="font-semibold">
              {line.quantity} × {line.name}
            </p>
            {line.selectedOptions.length > 0 && (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">
                {line.selectedOptions
                  .map((o) => optionText({ choice: o.choice, priceCents: toCents(o.price) }))
                  .join(', ')}
              </p>
            )}
          </div>
          <span className="whitespace-nowrap">{formatEuro(toCents(line.total))}</span>
        </li>
      ))}
    </ul>
  );
}
