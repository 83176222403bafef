/**
 * What loaders answer besides data: a redirect, or an error response ("not found") that the nearest
 * ErrorBoundary shows. The same names as React Router's, so loaders and error pages read alike.
 */

/** A loader's "not found" or other HTTP-like failure, as the ErrorBoundary sees it. */
export class ErrorResponse {
  readonly internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

export function isRouteErrorResponse(error: unknown): error is ErrorResponse {
  return error instanceof ErrorResponse;
}

/** Loader data with a status: thrown, `data(null, { status: 404 })` is the page's "not found". */
export class DataWithResponseInit<T = unknown> {
  readonly type = 'DataWithResponseInit';
  constructor(
    readonly data: T,
    readonly init: ResponseInit | null,
  ) {}
}

export function data<T>(value: T, init?: number | ResponseInit): DataWithResponseInit<T> {
  return new DataWithResponseInit(value, typeof init === 'number' ? { status: init } : (init ?? null));
}

/** A Response that sends the visitor elsewhere (302 unless told). */
export function redirect(url: string, init: number | ResponseInit = 302): Response {
  const options = typeof init === 'number' ? { status: init } : init;
  const headers = new Headers(options.headers);
  headers.set('Location', url);
  return new Response(null, { ...options, status: options.status ?? 302, headers });
}

export function isRedirect(value: unknown): value is Response {
  return (
    value instanceof Response && value.status >= 300 && value.status < 400 && value.headers.has('Location')
  );
}

/** A thrown value as the ErrorBoundary sees it: responses and `data(...)` become ErrorResponses. */
export function toRouteError(thrown: unknown): unknown {
  if (thrown instanceof DataWithResponseInit) {
    const status = thrown.init?.status ?? 500;
    return new ErrorResponse(status, thrown.init?.statusText ?? '', thrown.data);
  }
  if (thrown instanceof Response) return new ErrorResponse(thrown.status, thrown.statusText, null);
  return thrown;
}

/** The status a page's errors give its response (404 for "not found", 500 for the rest). */
export function statusOf(errors: Record<string, unknown> | null): number {
  if (!errors) return 200;
  const first = Object.values(errors)[0];
  return isRouteErrorResponse(first) ? first.status : 500;
}
