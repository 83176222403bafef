/** Phone numbers as people read them (a stored number is `normalizePhone`'s answer, in checkout.ts). */

/** Dutch area codes of two digits after the 0 (010, 020, 070 …); the rest have three (0118, 0573 …). */
const SHORT_AREA_CODES = new Set([
  '10',
  '13',
  '15',
  '20',
  '23',
  '24',
  '26',
  '30',
  '33',
  '35',
  '36',
  '38',
  '40',
  '43',
  '45',
  '46',
  '50',
  '53',
  '55',
  '58',
  '70',
  '71',
  '72',
  '73',
  '74',
  '75',
  '76',
  '77',
  '78',
  '79',
]);

/**
 * A stored phone number (`normalizePhone`'s answer) as a Dutch reader writes it: a Dutch number
 * nationally, with spaces (`+31612345678` → `06 12345678`, `0201234567` → `020 123 4567`,
 * `0118123456` → `0118 123456`); a foreign number with a space after its country code where it
 * is known (`+32 470123456`), else as stored.
 */
export function displayPhone(phone: string): string {
  const national = phone.startsWith('+31') && phone.length === 12 ? `0${phone.slice(3)}` : phone;
  if (/^0\d{9}$/.test(national)) {
    const rest = national.slice(1);
    if (rest.startsWith('6')) return `06 ${rest.slice(1)}`;
    if (SHORT_AREA_CODES.has(rest.slice(0, 2)))
      return `0${rest.slice(0, 2)} ${rest.slice(2, 5)} ${rest.slice(5)}`;
    return `0${rest.slice(0, 3)} ${rest.slice(3)}`;
  }
  const country = /^\+(32|33|44|49|1)(\d+)$/.exec(phone);
  return country ? `+${country[1]} ${country[2]}` : phone;
}
