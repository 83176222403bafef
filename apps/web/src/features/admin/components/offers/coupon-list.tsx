/** The coupon codes as a table: discount, location, period, uses, and an edit and a switch-off. */
import type { AdminMe } from '@gh/domain/admin';
import type { AdminCoupon } from '@gh/domain/offers-api';
import { Button } from '../ui';
import { euro, period, placeName } from './offer-texts';

const COLUMNS = ['Code', 'Korting', 'Locatie', 'Geldig', 'Gebruikt', 'Status'];

export function CouponList({
  me,
  coupons,
  onEdit,
  onDeactivate,
}: {
  me: AdminMe;
  /** Null while they load. */
  coupons: AdminCoupon[] | null;
  onEdit(coupon: AdminCoupon): void;
  onDeactivate(coupon: AdminCoupon): void;
}) {
  if (coupons === null) return <p>Kortingscodes laden…</p>;
  if (coupons.length === 0) return <p>Nog geen kortingscodes.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className="p-2">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coupons.map((c) => (
            <tr key={c.id} className="border-t border-neutral-300 dark:border-neutral-700">
              <td className="p-2 font-mono font-semibold">{c.code}</td>
              <td className="p-2">
                {c.percentOff ? `${c.percentOff}%` : euro(c.amountOff ?? 0)}
                {c.minimumOrder ? ` vanaf ${euro(c.minimumOrder)}` : ''}
                {c.combinesWithOffers ? <span className="block">Met aanbiedingen</span> : null}
              </td>
              <td className="p-2">{placeName(me, c.location, 'Alle')}</td>
              <td className="p-2">{period(c.validFrom, c.validUntil)}</td>
              <td className="p-2">
                {c.uses}
                {c.maxUses ? ` van ${c.maxUses}` : ''}
              </td>
              <td className="p-2">
                <div className="flex flex-col items-start gap-2">
                  <Button
                    id={`coupon-${c.id}-edit`}
                    variant="secondary"
                    aria-label={`Kortingscode ${c.code} wijzigen`}
                    onClick={() => onEdit(c)}
                  >
                    Wijzigen
                  </Button>
                  {c.active ? (
                    <Button
                      variant="danger"
                      aria-label={`Kortingscode ${c.code} uitzetten`}
                      onClick={() => onDeactivate(c)}
                    >
                      Uitzetten
                    </Button>
                  ) : (
                    'Uit'
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
