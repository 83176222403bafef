/** Zod's own messages in Dutch, for any field whose schema gives no message of its own. */
import { z } from 'zod';

z.config(z.locales.nl());
