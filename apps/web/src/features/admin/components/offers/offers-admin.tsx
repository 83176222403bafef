/**
 * /admin/acties: the owner's coupon codes and offers (decision 030). Each has a list with its uses,
 * an edit button and a switch-off, and a form that creates or, filled, edits. The forms check with
 * the API's own schema first (errors per field, the first wrong field takes the focus); the server
 * checks everything again and answers in Dutch.
 */
import type { AdminMe } from '@gh/domain/admin';
import { useState } from 'react';
import { deactivateCoupon, deactivateOffer, getCoupons, getOffers } from '../../api/offers';
import { Alert } from '../ui';
import { CouponForm } from './coupon-form';
import { CouponList } from './coupon-list';
import { OfferForm } from './offer-form';
import { OfferList } from './offer-list';
import { useEditableList, type Notice } from './use-editable-list';

const loadCoupons = () => getCoupons().then((r) => r.coupons);
const loadOffers = () => getOffers().then((r) => r.offers);

export function OffersAdmin({ me }: { me: AdminMe }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const coupons = useEditableList('coupon', loadCoupons, setNotice);
  const offers = useEditableList('offer', loadOffers, setNotice);
  const { key: couponKey, ...couponForm } = coupons.form;
  const { key: offerKey, ...offerForm } = offers.form;

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Acties en kortingscodes</h1>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>

      <section aria-labelledby="coupons-title" className="space-y-4">
        <h2 id="coupons-title" className="text-xl font-bold">
          Kortingscodes
        </h2>
        <CouponForm key={couponKey} me={me} {...couponForm} />
        <CouponList
          me={me}
          coupons={coupons.items}
          onEdit={coupons.edit}
          onDeactivate={(c) =>
            void coupons.act(() => deactivateCoupon(c.id), `Kortingscode ${c.code} staat uit.`)
          }
        />
      </section>

      <section aria-labelledby="offers-title" className="space-y-4">
        <h2 id="offers-title" className="text-xl font-bold">
          Acties
        </h2>
        <OfferForm key={offerKey} me={me} {...offerForm} />
        <OfferList
          me={me}
          offers={offers.items}
          onEdit={offers.edit}
          onDeactivate={(o) => void offers.act(() => deactivateOffer(o.id), `Actie ${o.title} staat uit.`)}
        />
      </section>
    </div>
  );
}
