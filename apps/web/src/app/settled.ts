/**
 * Loaders may return promises so a section fills in when its data arrives. A server-rendered page
 * already has that data: it travels as plain values and becomes promises React reads at once
 * (`use` returns the value of a thenable marked fulfilled without suspending).
 */
import { ErrorResponse } from '../lib/router';

export type DeferredKeys = Record<string, string[]>;

/** The route errors a server-rendered page may carry: only "not found" (an unknown city). */
export type NotFoundErrors = Record<string, { status: 404; statusText: string }>;

export function reviveErrors(errors: NotFoundErrors | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, e]) => [routeId, new ErrorResponse(e.status, e.statusText, null)]),
  );
}

export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/** Waits for the promises in each route's loader data; answers the plain data and where they were. */
export async function settle(
  loaderData: Record<string, unknown>,
): Promise<{ plain: Record<string, unknown>; deferred: DeferredKeys }> {
  const plain: Record<string, unknown> = {};
  const deferred: DeferredKeys = {};
  for (const [routeId, value] of Object.entries(loaderData)) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      plain[routeId] = value;
      continue;
    }
    const fields = Object.entries(value);
    const keys = fields.filter(([, field]) => field instanceof Promise).map(([key]) => key);
    const settled = await Promise.all(fields.map(async ([key, field]) => [key, await field] as const));
    plain[routeId] = Object.fromEntries(settled);
    if (keys.length > 0) deferred[routeId] = keys;
  }
  return { plain, deferred };
}

/** The loader data with the deferred fields as fulfilled promises again. */
export function revive(plain: Record<string, unknown>, deferred: DeferredKeys): Record<string, unknown> {
  const data = { ...plain };
  for (const [routeId, keys] of Object.entries(deferred)) {
    const value = { ...(data[routeId] as Record<string, unknown>) };
    for (const key of keys) value[key] = fulfilled(value[key]);
    data[routeId] = value;
  }
  return data;
}
