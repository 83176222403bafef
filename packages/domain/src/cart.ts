/** Cart bodies and answers (spec sections 3, 5 and 7); the browser and server read the same shapes. */
import * as m from '@gh/i18n/messages';
import { says, z } from './zod';
import { singleLine } from './text';

import { coercePrice, coerceQuantity, MAX_QUANTITY } from './cart-rules';
import { cartCouponSchema, discountSchema } from './offers-api';
import { lineProblemSchema } from './line-problem';
import { untranslatedSchema } from './untranslated';

export * from './cart-rules';

const maxQuantity = () => m.server_cart_max_quantity({ max: MAX_QUANTITY });

export const selectedOptionSchema = z.object({
  choice: singleLine()
    .min(1, says(m.server_cart_choose_valid_option))
    .max(120, says(m.server_cart_option_too_long)),
  price: z.unknown().optional().transform(coercePrice),
});
export type SelectedOption = z.output<typeof selectedOptionSchema>;

export const cartAddBodySchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().min(1, says(m.server_cart_give_product)).max(64, says(m.server_cart_unknown_product))),
  // Name, price and category are the browser's copy; the server takes them from the catalogue.
  name: z.unknown().optional(),
  price: z.unknown().optional().transform(coercePrice),
  quantity: z
    .unknown()
    .optional()
    .transform(coerceQuantity)
    .pipe(z.number().max(MAX_QUANTITY, says(maxQuantity))),
  category: z.unknown().optional(),
  location: z.string().min(1, says(m.server_cart_choose_location)).max(50, says(m.server_unknown_location)),
  selectedOptions: z
    .array(selectedOptionSchema)
    .max(30, says(m.server_cart_too_many_options))
    .nullish()
    .transform((options) => options ?? []),
});
export type CartAddBody = z.output<typeof cartAddBodySchema>;

export const cartUpdateBodySchema = z.object({
  id: z.string().min(1).max(64),
  quantity: z
    .number(says(m.server_cart_valid_quantity))
    .int(says(m.server_cart_whole_quantity))
    .max(MAX_QUANTITY, says(maxQuantity)),
});
export type CartUpdateBody = z.output<typeof cartUpdateBodySchema>;

export const cartLineIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  price: z.number(),
  quantity: z.number(),
  category: z.string(),
  location: z.string(),
  selectedOptions: z.array(
    z.object({ choice: z.string(), price: z.number(), untranslated: untranslatedSchema(['choice']) }),
  ),
  total: z.number(),
  /** The owner's "Geen losse saus" (decision 017): the browser prices the line as the server does. */
  notLooseSauce: z.boolean().optional(),
  /** "Alcohol (18+)" (decision 048): present (true) only on such a line; checkout asks to confirm 18+. */
  ageRestricted: z.boolean().optional(),
  /** The line's total when it was added, present only when the price has changed since (issue 17.9). */
  previousTotal: z.number().optional(),
  /**
   * Why checkout cannot sell this line as it is, as the quote says it (issue 31 item 4); the line is
   * then left out of the subtotal, the discounts and the total.
   */
  problem: lineProblemSchema.nullable().optional(),
  untranslated: untranslatedSchema(['name']),
});
export type CartItem = z.output<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  location: z.string().nullable(),
  subtotal: z.number(),
  count: z.number(),
  /** Each offer and the coupon that applies, as its own line (decision 030); the server alone decides. */
  discounts: z.array(discountSchema).optional(),
  /** The subtotal after the discounts (the delivery fee comes at checkout). */
  total: z.number().optional(),
  /** The coupon code the cart holds, and why it does not apply now, if so. */
  coupon: cartCouponSchema.nullable().optional(),
});
export type Cart = z.output<typeof cartSchema>;

export const errorBodySchema = z.object({ message: z.string() });
