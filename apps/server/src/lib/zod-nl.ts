/**
 * Zod's own messages, for any field whose schema gives no message of its own: Dutch, or English when
 * the request is English (decision 034). Zod asks for the message while it parses, inside the request.
 */
import { z } from 'zod';
import { currentLang } from '@gh/i18n';

const dutch = z.locales.nl().localeError;
const english = z.locales.en().localeError;

z.config({ localeError: (issue) => (currentLang() === 'en' ? english : dutch)(issue) });
