/**
 * Typed errors that services throw; the one handler that turns every error into `{ message }` is
 * plugins/error-handler.ts.
 */
export class AppError extends Error {
  /** More of the answer beside its `message` (a 409's new quote). */
  details: Record<string, unknown> = {};
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Log eerst in.') {
    super(401, message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Je hebt hier geen toegang toe.') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string) {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
/** An outside service (the payment provider) did not answer: 502, so a webhook sender retries. */
export class UpstreamError extends AppError {
  constructor(message: string) {
    super(502, message);
  }
}
/** 503 with Retry-After: the server, not this caller, is too busy for the work right now. */
export class BusyError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(503, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
