/** The owner's coupon codes and offers (issue 19.7, decision 030). */
import type { AdminCoupon, AdminOffer, CouponInput, OfferInput } from '@gh/domain/offers-api';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const getCoupons = () => apiFetch<{ coupons: AdminCoupon[] }>(adminApi.coupons);
export const createCoupon = (body: CouponInput) =>
  apiFetch<AdminCoupon>(adminApi.coupons, { method: 'POST', body });
export const deactivateCoupon = (id: number) =>
  apiFetch<AdminCoupon>(adminApi.coupon(id), { method: 'DELETE' });

export const getOffers = () => apiFetch<{ offers: AdminOffer[] }>(adminApi.offers);
export const createOffer = (body: OfferInput) =>
  apiFetch<AdminOffer>(adminApi.offers, { method: 'POST', body });
export const deactivateOffer = (id: number) => apiFetch<AdminOffer>(adminApi.offer(id), { method: 'DELETE' });
export const updateCoupon = (id: number, body: CouponInput) =>
  apiFetch<AdminCoupon>(adminApi.coupon(id), { method: 'PUT', body });
export const updateOffer = (id: number, body: OfferInput) =>
  apiFetch<AdminOffer>(adminApi.offer(id), { method: 'PUT', body });
