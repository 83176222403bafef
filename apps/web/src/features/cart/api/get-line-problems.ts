/** Which cart lines checkout cannot sell like this (sold out, option gone), read from the quote. */
import { useEffect, useState } from 'react';
import type { CheckoutQuote, LineProblemKind } from '@gh/domain/checkout';
import * as m from '@gh/i18n/messages';
import { apiFetch } from '../../../lib/api-client';
import { api } from '../../../lib/paths';

export interface LineProblem {
  kind: LineProblemKind;
  message: string;
}

export async function getLineProblems(signal?: AbortSignal): Promise<Map<string, LineProblem>> {
  const quote = await apiFetch<CheckoutQuote>(api.checkoutQuote('pickup'), {
    ...(signal ? { signal } : {}),
    fallback: m.cart_load_failed(),
  });
  return new Map(quote.lines.flatMap((l) => (l.problem ? [[l.id, l.problem] as const] : [])));
}

/** Asked again whenever the drawer opens or its lines change; nothing while it is closed. */
export function useLineProblems(open: boolean, lineIds: readonly string[]): Map<string, LineProblem> {
  const [problems, setProblems] = useState<Map<string, LineProblem>>(new Map());
  const key = lineIds.join(',');
  useEffect(() => {
    if (!open || key === '') return;
    const controller = new AbortController();
    getLineProblems(controller.signal).then(setProblems, () => undefined);
    return () => controller.abort();
  }, [open, key]);
  return problems;
}
