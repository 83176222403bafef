/** The 80 mm kitchen ticket: only visible when printing. */
import { allergenNote, displayPhone, formatEuro, formatTime, orderRef, toCents } from '@gh/domain';
import type { AdminOrder } from '@gh/domain/admin';
import { fullDay } from './board-fns';

export function Ticket({ order, locationName }: { order: AdminOrder; locationName: string }) {
  return (
    <div className="kitchen-ticket hidden print:block">
      <p className="text-center font-bold">{locationName.toUpperCase()}</p>
      <p className="text-center text-2xl font-bold">{orderRef(order.number)}</p>
      <p className="font-bold">
        {order.fulfilment === 'delivery' ? 'BEZORGEN' : 'AFHALEN'} {order.asap ? 'z.s.m. ' : ''}
        {fullDay(order.expectedAt)} {formatTime(new Date(order.expectedAt))}
      </p>
      <p>
        Besteld {fullDay(order.createdAt)} {formatTime(new Date(order.createdAt))}
      </p>
      <p>
        {order.customerName} · {displayPhone(order.phone)}
      </p>
      {order.address ? <p>{order.address}</p> : null}
      <hr />
      {order.lines.map((line, i) => (
        <div key={i}>
          <p className="font-bold">
            {line.quantity}× {line.name}
          </p>
          {line.optionTexts.map((text, j) => (
            <p key={j}> + {text}</p>
          ))}
          {line.allergens.length > 0 ? <p>! {allergenNote(line.allergens)}</p> : null}
        </div>
      ))}
      {order.remarks ? (
        <>
          <hr />
          <p>Opmerking: {order.remarks}</p>
        </>
      ) : null}
      <hr />
      {order.discounts?.map((d, i) => (
        <p key={i}>
          {d.label} − {formatEuro(toCents(d.amount))}
        </p>
      ))}
      <p className="font-bold">Totaal {formatEuro(toCents(order.total))} (betaald)</p>
    </div>
  );
}
