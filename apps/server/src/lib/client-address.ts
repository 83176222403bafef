/**
 * Client addresses as the limits count them (issue 26 item 5): an IPv6 address by its /64, the block
 * one customer's router gets, so one network has one budget however many addresses it picks; an
 * IPv4-mapped address (`::ffff:192.0.2.7`, what a dual-stack listener reports) as the IPv4 address.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((n, part) => (n << 8n) | BigInt(Number(part)), 0n);
}

/** An IPv6 address (already valid by `isIP`) as a 128-bit number; a zone (`%eth0`) is left out. */
function ipv6ToBigInt(address: string): bigint {
  let text = address.split('%')[0]!.toLowerCase();
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const n = ipv4ToBigInt(tail);
    text = `${text.slice(0, -tail.length)}${(n >> 16n).toString(16)}:${(n & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const before = head ? head.split(':') : [];
  const after = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? before
      : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return groups.reduce((n, group) => (n << 16n) | BigInt(parseInt(group, 16)), 0n);
}

const MAPPED_PREFIX = 0xffffn;
const LOW_32 = 0xffffffffn;

function bigIntToIpv4(n: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 0xffn)).join('.');
}

/** The key a limit counts a client under: the IPv4 address, or the /64 of an IPv6 one. */
export function addressKey(ip: string): string {
  if (isIP(ip.split('%')[0]!) !== 6) return ip;
  const n = ipv6ToBigInt(ip);
  if (n >> 32n === MAPPED_PREFIX) return bigIntToIpv4(n & LOW_32);
  const network = n >> 64n;
  const groups = [48n, 32n, 16n, 0n].map((shift) => ((network >> shift) & 0xffffn).toString(16));
  return `${groups.join(':')}::/64`;
}

/**
 * What an unpaid order keeps of the address that placed it (issue 26 item 4, decision 045): a hash of
 * its `addressKey`, enough to count one address's unpaid orders, never the address itself.
 */
export function addressHash(key: string): string {
  return createHash('sha256').update(`order-hold:${key}`).digest('base64url');
}

/**
 * How many addresses a list of addresses and CIDR ranges (as TRUST_PROXY takes them) covers, IPv4 and
 * IPv6 apart, overlaps counted once; an IPv4-mapped IPv6 range counts as the IPv4 range it maps.
 */
export function rangeCoverage(list: readonly string[]): { v4: bigint; v6: bigint } {
  const spans: Record<'v4' | 'v6', [bigint, bigint][]> = { v4: [], v6: [] };
  for (const entry of list) {
    const [address = '', prefixText] = entry.split('/');
    const family = isIP(address.split('%')[0]!);
    if (family === 0) continue;
    let bits = family === 4 ? 32 : 128;
    let prefix = prefixText === undefined ? bits : Number(prefixText);
    let n = family === 4 ? ipv4ToBigInt(address) : ipv6ToBigInt(address);
    let kind: 'v4' | 'v6' = family === 4 ? 'v4' : 'v6';
    if (kind === 'v6' && prefix >= 96 && n >> 32n === MAPPED_PREFIX) {
      kind = 'v4';
      n &= LOW_32;
      prefix -= 96;
      bits = 32;
    }
    const size = 1n << BigInt(bits - prefix);
    const start = (n / size) * size;
    spans[kind].push([start, start + size]);
  }
  const covered = (list: [bigint, bigint][]) => {
    let total = 0n;
    let end = -1n;
    for (const [from, to] of list.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
      const start = from > end ? from : end;
      if (to > start) total += to - start;
      if (to > end) end = to;
    }
    return total;
  };
  return { v4: covered(spans.v4), v6: covered(spans.v6) };
}
