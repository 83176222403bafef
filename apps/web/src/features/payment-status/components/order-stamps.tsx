/**
 * The order page's stamp card line (decision 052): once the order is paid, whether it earned a stamp
 * and the card of its e-mail address. Nothing when the location has no card.
 */
import { useEffect, useState } from 'react';
import { stampProgressText, type StampProgress } from '@gh/domain/stamps';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { stampsApi } from '../../../lib/paths';

interface OrderStamp {
  earned: boolean;
  card: StampProgress | null;
}

export function OrderStamps({ publicId }: { publicId: string }) {
  const [stamp, setStamp] = useState<OrderStamp | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<OrderStamp>(stampsApi.order(publicId), { fallback: '' }).then(
      (answer) => live && setStamp(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [publicId]);
  if (!stamp?.card) return null;
  const progress = stampProgressText(stamp.card);
  return (
    <p
      data-testid="order-stamps"
      className="rounded-xl border border-brand-gold/60 bg-brand-gold/10 p-4 text-sm dark:border-brand-gold/40"
    >
      {stamp.earned ? m.stamps_order_earned({ progress }) : progress}
    </p>
  );
}
