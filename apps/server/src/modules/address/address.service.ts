/**
 * Looks addresses up (issue 28 item 4, decision 048): answers kept a day (a miss an hour), one
 * question to the register per postcode and number at a time, a limit per client address for the
 * route, and the check that keeps a contradicting street or city from reaching the kitchen.
 */
import { ADDRESS_MESSAGES, compareAddress, type Address, type AddressQuery } from '@gh/domain/address';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import type { Limit, RateLimiter } from '../../lib/rate-limit';
import { addressAt, type PdokAnswer, type PdokLookup } from './pdok';

const FOUND_MS = 24 * 3600_000;
const NONE_MS = 3600_000;
const MAX_KEPT = 5000;

export interface AddressDeps {
  /** The register, or null when ADDRESS_LOOKUP_URL is `off`. */
  lookup: PdokLookup | null;
  limiter: RateLimiter;
  /** Look-ups one client address may make through the route. */
  limitPerAddress: Limit;
  now?: () => number;
}

export function createAddressService(deps: AddressDeps) {
  const now = deps.now ?? Date.now;
  const kept = new Map<string, { until: number; answer: Promise<PdokAnswer> }>();

  /** The register's answer for a number, from what is kept or asked once (concurrent askers share it). */
  function ask(postcode: string, number: string): Promise<PdokAnswer> {
    const key = `${postcode}|${number}`;
    const hit = kept.get(key);
    if (hit && hit.until > now()) return hit.answer;
    kept.delete(key);
    const answer = deps.lookup!(postcode, number);
    kept.set(key, { until: now() + FOUND_MS, answer });
    void answer.then((a) => {
      // A failure is not kept; a miss is kept shorter (a new building enters the register).
      if (a.kind === 'down') kept.delete(key);
      else if (a.kind === 'none') kept.set(key, { until: now() + NONE_MS, answer });
    });
    if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
    return answer;
  }

  /** `GET /api/address`: the address, or 404, 503 or 429 with a sentence. */
  async function find(query: AddressQuery, client: string): Promise<Address> {
    if (!deps.lookup) throw new AppError(503, ADDRESS_MESSAGES.off());
    const admitted = await deps.limiter.hit(`address:${client}`, deps.limitPerAddress);
    if (!admitted.ok)
      throw new TooManyRequestsError(ADDRESS_MESSAGES.tooMany(), admitted.retryAfterMs / 1000);
    const answer = await ask(query.postcode, query.number);
    if (answer.kind === 'down') throw new AppError(503, ADDRESS_MESSAGES.unavailable());
    if (answer.kind === 'none')
      throw new NotFoundError(ADDRESS_MESSAGES.notFound(query.postcode, query.number));
    const { street, number, addition, postcode, city } = addressAt(
      answer.at,
      query.postcode,
      query.number,
      query.addition,
    );
    return { street, number, addition, postcode, city };
  }

  /**
   * A delivery address as the order will keep it: street and city in the register's spelling when
   * the register knows the postcode and number, refused (422, naming what belongs there) when they
   * contradict it, and as typed when the register does not know it or cannot be asked.
   */
  async function check(typed: {
    postcode: string;
    houseNumber: string;
    street?: string | undefined;
    city?: string | undefined;
  }): Promise<{ street?: string | undefined; city?: string | undefined }> {
    if (!deps.lookup) return typed;
    const answer = await ask(typed.postcode, typed.houseNumber);
    if (answer.kind !== 'found') return typed;
    const verdict = compareAddress(addressAt(answer.at, typed.postcode, typed.houseNumber, undefined), typed);
    if (!verdict.ok) throw new AppError(422, verdict.message);
    return { street: verdict.street, city: verdict.city };
  }

  return { find, check };
}
export type AddressService = ReturnType<typeof createAddressService>;
