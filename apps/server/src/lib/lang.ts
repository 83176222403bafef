/**
 * The language a caller reads (decision 034): `?lang=en` on any API request gives English texts and
 * content, Dutch without it. The browser's API client adds it on English pages. Each request runs
 * with its language in an AsyncLocalStorage that Paraglide's `getLocale()` reads, so messages (the
 * catalogue in `@gh/domain`, error texts) and formats follow it wherever they are made; work outside
 * a request (an e-mail of the outbox) picks its language with `inLanguage`.
 */
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLang, langOfPath, type Lang } from '@gh/i18n';
import { followLanguage } from '@gh/i18n/follow';
import { ValidationError } from './errors';
import { decodedPath, isApiPath } from './routed-path';

const storage = new AsyncLocalStorage<Lang>();
followLanguage(() => storage.getStore() ?? 'nl');

/** Runs `work` with `lang` as the language of every message and format made in it. */
export function inLanguage<T>(lang: Lang, work: () => T): T {
  return storage.run(lang, work);
}

/**
 * An API call's `lang` query parameter (an unknown language is a 400 with a Dutch message); a page's
 * language is its path's (`/en/…`).
 */
export function requestLang(request: FastifyRequest): Lang {
  const pathname = decodedPath(request);
  if (!isApiPath(pathname)) return langOfPath(pathname);
  const at = request.url.indexOf('?');
  if (at < 0) return 'nl';
  const value = new URLSearchParams(request.url.slice(at + 1)).get('lang');
  if (value === null || value === '') return 'nl';
  if (!isLang(value)) throw new ValidationError('Onbekende taal: gebruik lang=nl of lang=en.');
  return value;
}

/**
 * The language to answer a request in where its own scope may not hold: the error handler, and the
 * router's refusals before any hook. A `lang` that is not a language answers in Dutch.
 */
export function answerLang(request: FastifyRequest): Lang {
  try {
    return requestLang(request);
  } catch {
    return 'nl';
  }
}

const scope = Symbol('gh-lang-scope');
type Scoped = FastifyRequest & { [scope]?: AsyncResource };

/**
 * Every request in its language. The body arrives on the socket's own async context, so the scope
 * made in onRequest is entered again before validation and the handler.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request: Scoped, _reply, done) => {
    let lang: Lang;
    try {
      lang = requestLang(request);
    } catch (err) {
      done(err as Error);
      return;
    }
    storage.run(lang, () => {
      request[scope] = new AsyncResource('gh-lang');
      done();
    });
  });
  app.addHook('preValidation', (request: Scoped, _reply, done) => {
    const resource = request[scope];
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
