/** The one handler that turns every error into `{ message }` with the right status (lib/errors.ts). */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@gh/domain';
import { AppError } from '../lib/errors';
import { answerLang, inLanguage } from '../lib/lang';

/** Fastify's own refusals; the message is made when answering, in the request's language. */
const FASTIFY_CODES: Record<string, { status: number; message: () => string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: () => MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: () => MESSAGES.bodyTooLarge },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: () => MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: () => MESSAGES.invalidJson },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: () => MESSAGES.badRequest },
};

/** PostgreSQL refuses text it cannot store (a NUL character, a broken byte sequence): the caller's input. */
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);
function isUnstorableText(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause)
    if (UNSTORABLE_TEXT.has(String((e as { code?: unknown }).code))) return true;
  return false;
}

export function registerErrorHandler(app: FastifyInstance): void {
  // A body or content-type refusal comes before the request's language scope is entered again.
  app.setErrorHandler((error: FastifyError, request, reply) =>
    inLanguage(answerLang(request), () => handleError(error, request, reply)),
  );
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send({ ...error.details, message: error.message });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    return reply.code(400).send({ message: first?.message ?? MESSAGES.badRequest });
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // Fastify closes the connection here, while the client may still be sending its body: the
    // unread bytes make the kernel answer with a reset, which can wipe the 413 before the client
    // reads it. Kept open, Node reads and drops the rest of the body after the answer instead.
    reply.removeHeader('connection');
  }
  if (known) return reply.code(known.status).send({ message: known.message() });
  if (error instanceof SyntaxError || error.statusCode === 400) {
    return reply.code(400).send({ message: MESSAGES.invalidJson });
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ message: MESSAGES.tooManyRequests });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return reply.code(error.statusCode).send({ message: MESSAGES.badRequest });
  }
  if (isUnstorableText(error)) return reply.code(400).send({ message: MESSAGES.unstorableText });
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ message: MESSAGES.unexpected });
}

/**
 * The router's own refusals (a URL that does not decode, a path segment longer than the router takes)
 * happen before any hook: Fastify would answer with its own body that echoes the URL. They get
 * `{ message }` like every other error, with the API's security headers.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
    void reply
      .code(tooLong ? 414 : 400)
      .headers({ ...headers, 'x-request-id': request.id })
      .send({
        message: inLanguage(answerLang(request), () => (tooLong ? MESSAGES.urlTooLong : MESSAGES.badUrl)),
      });
  };
}
