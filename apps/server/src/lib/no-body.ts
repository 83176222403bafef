/** The body of a request that needs none: nothing, `null` or `{}` (what the web app sends). */
import { says, z } from '@gh/domain/zod';
import * as m from '@gh/i18n/messages';

export const noBodySchema = z
  .unknown()
  .refine(
    (body) =>
      body === undefined ||
      body === null ||
      (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0),
    says(m.server_cart_no_body),
  );
