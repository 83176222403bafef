/** Texts a line break must not split: a phone number, a time range like "16:00–22:00". */

/** Spaces become non-breaking ones: "020 123 4567" stays on one line. */
export function noBreak(text: string): string {
  return text.replace(/ /g, '\u00a0');
}

/** "16:00–22:00" with word joiners around the dash, which would otherwise allow a break after it. */
export function timeRange(opens: string, closes: string): string {
  return `${opens}\u2060–\u2060${closes}`;
}
