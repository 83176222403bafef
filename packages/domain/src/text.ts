/**
 * Free text from people, one line or a few (issue 26 item 1, decision 039). Control characters (CR,
 * LF, tab and the other C0 and C1 codes), Unicode's line and paragraph separators, and the invisible
 * bidirectional and zero-width marks that reorder or hide text are folded to single spaces, so a
 * name, an address or a remark can never start a line of its own on a kitchen ticket, the board, an
 * e-mail or a CSV. The schemas fold at the boundary; the ticket folds again at render time, for
 * what was stored before.
 */
import { z } from './zod';

/**
 * C0 and C1 controls and DEL; line and paragraph separators; LRM, RLM, ALM and the bidi embeddings,
 * overrides and isolates; zero-width space, word joiner and friends; the byte order mark. The
 * zero-width (non-)joiners U+200C and U+200D stay: scripts and emoji need them.
 */
const CONTROL =
  '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u200b\\u200e\\u200f\\u061c\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff';
const CONTROLS = new RegExp(`[${CONTROL}]`, 'g');
/** Whitespace and controls, runs of them: one space. */
const BLANKS = new RegExp(`[\\s${CONTROL}]+`, 'g');
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const BREAK = new RegExp('\\r\\n|[\\n\\r\\u000b\\u000c\\u0085\\u2028\\u2029]', 'g');

/** Whether a text holds anything `oneLine` would fold (a control, a separator, an invisible mark). */
export function hasControl(text: string): boolean {
  return new RegExp(`[${CONTROL}]`).test(text);
}

/** One line: every run of whitespace and control characters is a single space, ends trimmed. */
export function oneLine(text: string): string {
  return text.replace(BLANKS, ' ').trim();
}

/**
 * A few paragraphs (a contact message, a motivation, a description): line breaks of any kind become
 * `\n`, at most one empty line between paragraphs; every other control is a space; lines trimmed.
 */
export function fewLines(text: string): string {
  return text
    .replace(BREAK, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(CONTROLS, ' ')
        .replace(/[^\S\n]+/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type StringParams = Parameters<typeof z.string>[0];

/** A string schema that folds to one line (and trims) before its other checks run. */
export const singleLine = (params?: StringParams) => z.string(params).overwrite(oneLine);

/** A string schema for a few paragraphs: line breaks kept as `\n`, other controls folded. */
export const multiLine = (params?: StringParams) => z.string(params).overwrite(fewLines);
