/**
 * Street and city from postcode and house number (issue 28 item 4, decision 048): once both are
 * typed, the server asks the register; a found address fills street and city (still editable), and
 * anything else says why and leaves them to the customer.
 */
import { useEffect, useState } from 'react';
import { normalizePostcode } from '@gh/domain';
import type { Address } from '@gh/domain/address';
import * as m from '@gh/i18n/messages';
import { ApiError } from '../../../lib/api-client';
import { getAddress } from '../api/get-address';
import type { CheckoutForm, SetField } from './use-checkout-form';

export type AddressLookup =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; address: Address }
  /** Not found (404), or the register cannot be asked (503, 429, no connection): the customer types. */
  | { kind: 'missing' | 'unavailable'; message: string };

/** How long typing rests before the register is asked. */
const PAUSE_MS = 350;

export function useAddressLookup(
  form: Pick<CheckoutForm, 'postcode' | 'houseNumber' | 'addition'>,
  set: SetField,
  active: boolean,
): AddressLookup {
  // What was looked up, for which question: an answer to an earlier question is no answer.
  const [state, setState] = useState<{ key: string; lookup: AddressLookup } | null>(null);
  const postcode = normalizePostcode(form.postcode);
  const number = /^[1-9]\d{0,5}$/.test(form.houseNumber.trim()) ? form.houseNumber.trim() : null;
  const addition = form.addition;
  const key = active && postcode && number ? `${postcode}|${number}|${addition.trim()}` : null;

  useEffect(() => {
    if (!key || !postcode || !number) return;
    const controller = new AbortController();
    const setLookup = (lookup: AddressLookup) => setState({ key, lookup });
    const timer = setTimeout(() => {
      setLookup({ kind: 'looking' });
      getAddress(postcode, number, addition, controller.signal).then(
        (address) => {
          setLookup({ kind: 'found', address });
          set('street', address.street);
          set('city', address.city);
        },
        (err: unknown) => {
          if (controller.signal.aborted) return;
          setLookup(
            err instanceof ApiError && err.status === 404
              ? { kind: 'missing', message: err.message }
              : {
                  kind: 'unavailable',
                  message:
                    err instanceof ApiError && err.status !== 0
                      ? err.message
                      : m.server_address_unavailable(),
                },
          );
        },
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `set` changes each render; the look-up follows only what it asks about.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return key && state?.key === key ? state.lookup : { kind: 'idle' };
}

/** "Ferdinand Bolstraat 12 B-2, 1072 LN Amsterdam". */
export function addressLine(a: Address): string {
  return `${a.street} ${a.number}${a.addition ? ` ${a.addition}` : ''}, ${a.postcode} ${a.city}`;
}
