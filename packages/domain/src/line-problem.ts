/**
 * Why a cart line cannot be sold as it is (issue 17, issue 31 item 4): the cart and the checkout's
 * quote mark it alike, and placing the order refuses it with the same sentence.
 */
import * as m from '@gh/i18n/messages';
import { z } from './zod';

/** `unavailable`: remove it; `option`: choose again (a sold-out option is fixed the same way). */
export const LINE_PROBLEM_KINDS = ['unavailable', 'option'] as const;
export type LineProblemKind = (typeof LINE_PROBLEM_KINDS)[number];

export const lineProblemSchema = z.object({ kind: z.enum(LINE_PROBLEM_KINDS), message: z.string() });
export type LineProblemAnswer = z.output<typeof lineProblemSchema>;

export type LineProblem =
  | { kind: 'unavailable'; name: string }
  | { kind: 'option'; name: string }
  | { kind: 'optionSoldOut'; name: string; choice: string };

export function lineProblemMessage(problem: LineProblem): string {
  switch (problem.kind) {
    case 'unavailable':
      return m.server_checkout_line_unavailable({ name: problem.name });
    case 'optionSoldOut':
      return m.server_checkout_line_option_sold_out({ name: problem.name, choice: problem.choice });
    case 'option':
      return m.server_checkout_line_option_gone({ name: problem.name });
  }
}

/** The problem as the cart and the quote answer it, in the caller's language. */
export function lineProblemAnswer(problem: LineProblem): LineProblemAnswer {
  return {
    kind: problem.kind === 'unavailable' ? 'unavailable' : 'option',
    message: lineProblemMessage(problem),
  };
}
