/** The owner's coupon codes and offers (issue 19.7, decision 030). */
import type { AdminCoupon, AdminOffer, CouponInput, OfferInput } from '@gh/domain/offers-api';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export const getCoupons = () => apiFetch<{ coupons: AdminCoupon[] }>(api.admin.coupons);
export const createCoupon = (body: CouponInput) =>
  apiFetch<AdminCoupon>(api.admin.coupons, { method: 'POST', body });
export const deactivateCoupon = (id: number) =>
  apiFetch<AdminCoupon>(api.admin.coupon(id), { method: 'DELETE' });

export const getOffers = () => apiFetch<{ offers: AdminOffer[] }>(api.admin.offers);
export const createOffer = (body: OfferInput) =>
  apiFetch<AdminOffer>(api.admin.offers, { method: 'POST', body });
export const deactivateOffer = (id: number) =>
  apiFetch<AdminOffer>(api.admin.offer(id), { method: 'DELETE' });
export const updateCoupon = (id: number, body: CouponInput) =>
  apiFetch<AdminCoupon>(api.admin.coupon(id), { method: 'PUT', body });
export const updateOffer = (id: number, body: OfferInput) =>
  apiFetch<AdminOffer>(api.admin.offer(id), { method: 'PUT', body });
