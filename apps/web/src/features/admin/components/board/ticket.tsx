/**
 * The 80 mm kitchen ticket, only visible when printing: the same lines the receipt printer gets
 * (kitchenTicket in the domain, decision 031), with net and VAT per rate.
 */
import type { AdminOrder } from '@gh/domain/admin';
import { kitchenTicket } from '@gh/domain/ticket';

export function Ticket({ order, locationName }: { order: AdminOrder; locationName: string }) {
  return (
    <div className="kitchen-ticket hidden print:block">
      {kitchenTicket(order, locationName).map((line, i) => {
        if (line.kind === 'rule') return <hr key={i} />;
        if (line.kind === 'columns')
          return (
            <p key={i} className={`flex justify-between gap-2 ${line.bold ? 'font-bold' : ''}`}>
              <span>{line.left}</span>
              <span className="whitespace-nowrap">{line.right}</span>
            </p>
          );
        const classes = [
          line.bold ? 'font-bold' : '',
          line.big ? 'text-2xl' : '',
          line.center ? 'text-center' : '',
          line.indent ? 'pl-[2ch]' : '',
        ].filter(Boolean);
        return (
          <p key={i} className={classes.join(' ') || undefined}>
            {line.text}
          </p>
        );
      })}
    </div>
  );
}
