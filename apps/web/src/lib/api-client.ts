/** The browser's HTTP client: it only fetches and throws ApiError; callers decide what to show. */
import { currentLang } from './lang';
import { noteConnection } from './offline/connection';
import { mayComeFromCache } from './offline/cache-rules';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The whole error answer, for a caller that reads more than its message (a 409's new quote). */
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Reads an error answer and its message (the spec reads `message` or `error`), if any. */
async function errorAnswer(response: Response): Promise<{ body: unknown; message: string | undefined }> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown };
    const text = body.message ?? body.error;
    return { body, message: typeof text === 'string' && text !== '' ? text : undefined };
  } catch {
    return { body: undefined, message: undefined };
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  signal?: AbortSignal;
  /** Used when the server gives no message. */
  fallback?: string;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renders pages with the same loaders; it answers their calls in-process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** On English pages every call asks for English texts and content (`?lang=en`, decision 034). */
export function withLang(url: string): string {
  if (currentLang() === 'nl') return url;
  return `${url}${url.includes('?') ? '&' : '?'}lang=${currentLang()}`;
}

export async function apiFetch<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, fallback, headers = {} } = options;
  let response: Response;
  try {
    response = await transport(withLang(url), {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { ...headers, accept: 'application/json' }
          : { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    noteConnection(false);
    throw new ApiError(
      0,
      fallback ?? 'Geen verbinding met de server. Controleer je internet en probeer het opnieuw.',
    );
  }
  // Any answer shows the server was reached, unless the service worker may have given it offline.
  if (!mayComeFromCache(url.split('?')[0]!)) noteConnection(true);
  if (!response.ok) {
    const { body: answer, message } = await errorAnswer(response);
    throw new ApiError(response.status, message ?? fallback ?? `Fout ${response.status}`, answer);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
