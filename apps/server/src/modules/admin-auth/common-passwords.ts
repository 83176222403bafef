/** A short list of passwords that attackers try first; long enough ones from breach top lists. */
const COMMON = [
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456123456',
  '111111111111',
  '000000000000',
  'qwertyuiop12',
  'qwertyuiopasdf',
  'qwerty123456',
  'qwertyqwerty',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'password1234',
  'password12345',
  'password123!',
  'passwordpassword',
  'wachtwoord12',
  'wachtwoord123',
  'wachtwoord1234',
  'welkom123456',
  'welkomwelkom',
  'iloveyou1234',
  'administrator',
  'admin1234567',
  'adminadmin12',
  'letmein12345',
  'changeme1234',
  'welcome12345',
  'football1234',
  'monkey123456',
  'abcdefghijkl',
  'abc123abc123',
  'aaaaaaaaaaaa',
  'goudenhaan12',
  'goudenhaan123',
  'goudenhaan2024',
  'goudenhaan2025',
  'goudenhaan2026',
  'kipkipkipkip',
  'zomer2025zomer',
  'sunshine1234',
  'princess1234',
  'trustno1trustno1',
  'starwars1234',
  'dragon123456',
  'master123456',
  'superman1234',
  'baseball1234',
];
const SET = new Set(COMMON);

/** True for a well-known password, also when only its case or a trailing digit/symbol differs. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (SET.has(lower) || SET.has(lower.replace(/[\d!?.]+$/, ''))) return true;
  // One repeated character, or a plain run of digits.
  return /^(.)\1+$/.test(lower) || (/^\d+$/.test(lower) && '12345678901234567890'.includes(lower));
}
