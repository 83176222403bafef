/** The zod every schema of the domain is built with. */
import { z } from 'zod';

// Building an object schema makes zod probe `new Function` to choose its fast path. The site's CSP
// has no 'unsafe-eval', so in the browser that probe is a reported violation (and a console error)
// on every page with a form: there, schemas are built without it.
if ('window' in globalThis) z.config({ jitless: true });

export { z };
