/** Orders for a later day, by day, apart from today's columns until their day (issue 17 item 8). */
import { formatDay } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { dayOf, fullDay } from './board-fns';
import { OrderCard, type OrderActions } from './order-card';

export function LaterOrders({
  orders,
  now,
  fresh,
  defaultMinutes,
  actions,
}: {
  orders: AdminOrder[];
  now: Date;
  fresh: Set<string>;
  defaultMinutes: number;
  actions: OrderActions;
}) {
  const days = [...new Set(orders.map((o) => dayOf(o.expectedAt)))].sort();
  return (
    <section
      aria-labelledby="later-title"
      className="rounded-lg border-2 border-dashed border-neutral-400 p-3 print:hidden dark:border-neutral-600"
    >
      <h3 id="later-title" className="font-bold">
        Later <span className="font-normal">({orders.length})</span>
      </h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        Bestellingen voor een andere dag. Ze komen op het bord op hun dag; begin er nog niet aan.
      </p>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">Geen bestellingen voor later.</p>
      ) : null}
      {days.map((day) => {
        const list = orders.filter((o) => dayOf(o.expectedAt) === day);
        const label = formatDay(new Date(list[0]!.expectedAt), now);
        return (
          <section key={day} aria-label={`Later: ${label}`} className="mt-3">
            <h4 className="mb-2 font-semibold first-letter:uppercase">
              {label === 'morgen' ? `morgen, ${fullDay(list[0]!.expectedAt)}` : label}
            </h4>
            <ul className="grid gap-3 md:grid-cols-3">
              {list.map((order) => (
                <li key={order.id}>
                  <OrderCard
                    order={order}
                    now={now}
                    highlight={fresh.has(order.id)}
                    defaultMinutes={defaultMinutes}
                    actions={actions}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
