/** Phone and walk-in orders (decision 029): a cart of the staff member's own, placed like a customer's. */
import type { Cart, CartAddBody } from '@gh/domain/cart';
import type { CheckoutInput, CheckoutQuote, Fulfilment } from '@gh/domain/checkout';
import type {
  CounterPaymentMethod,
  CustomerLang,
  StaffOrderAnswer,
  StaffOrderSource,
  StaffPaymentChoice,
} from '@gh/domain/staff-orders';
import { apiFetch } from '../../../lib/api-client';
import { adminApi } from './admin-paths';

export const startStaffOrder = (location: string, source: StaffOrderSource) =>
  apiFetch<{ draft: string; location: string }>(adminApi.staffOrders, {
    method: 'POST',
    body: { location, source },
    fallback: 'Kon geen nieuwe bestelling beginnen.',
  });

export const addStaffLine = (draft: string, line: Omit<CartAddBody, 'price'> & { price?: number }) =>
  apiFetch<Cart>(adminApi.staffOrder(draft, 'cart/add'), {
    method: 'POST',
    body: line,
    fallback: 'Toevoegen mislukt',
  });

export const updateStaffLine = (draft: string, id: string, quantity: number) =>
  apiFetch<Cart>(adminApi.staffOrder(draft, 'cart/update'), {
    method: 'PUT',
    body: { id, quantity },
    fallback: 'Bijwerken mislukt',
  });

export const removeStaffLine = (draft: string, id: string) =>
  apiFetch<Cart>(adminApi.staffOrder(draft, `cart/remove/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    fallback: 'Verwijderen mislukt',
  });

export const getStaffQuote = (draft: string, fulfilment: Fulfilment, postcode: string) =>
  apiFetch<CheckoutQuote>(
    adminApi.staffOrder(
      draft,
      `quote?${new URLSearchParams({ fulfilment, ...(postcode ? { postcode } : {}) }).toString()}`,
    ),
    { fallback: 'Kon het totaal niet berekenen.' },
  );

export const placeStaffOrder = (
  draft: string,
  order: CheckoutInput,
  payment: StaffPaymentChoice,
  source: StaffOrderSource,
  lang: CustomerLang,
) =>
  apiFetch<StaffOrderAnswer>(adminApi.staffOrder(draft, 'place'), {
    method: 'POST',
    body: { order, payment, source, lang },
    fallback: 'Bestelling plaatsen mislukt.',
  });

export const payAtCounter = (orderId: string, method: CounterPaymentMethod) =>
  apiFetch<{ id: string; number: number; paidAt: string; method: CounterPaymentMethod }>(
    adminApi.counterPayment(orderId),
    { method: 'POST', body: { method }, fallback: 'Betaling vastleggen mislukt.' },
  );
