/** The zod every schema of the domain is built with. */
import { z } from 'zod';

// Building an object schema makes zod probe `new Function` to choose its fast path. The site's CSP
// has no 'unsafe-eval', so in the browser that probe is a reported violation (and a console error)
// on every page with a form: there, schemas are built without it.
if ('window' in globalThis) z.config({ jitless: true });

export { z };

/**
 * A schema's message made while parsing, in the language of the request or page (decision 034):
 * `.min(1, says(m.server_checkout_name_required))`. Never a string made at module load.
 */
export function says(message: () => string): { error: () => string } {
  return { error: () => message() };
}
