/**
 * An order line's names in a language (issue 20): the line keeps the Dutch names the board, tickets,
 * reports and CSVs show, and since issue 20 also the English ones of when it was placed. English where
 * the line has it, Dutch otherwise (an older order, or a product not translated then).
 */

/** The languages of the site (as `Lang` of `@gh/i18n`). */
export type LineLang = 'nl' | 'en';

export interface NamedLine {
  name: string;
  nameEn?: string | null;
}

export interface NamedOption {
  /** The Dutch label with its multiplier (`Knoflooksaus x2`). */
  choice: string;
  /** The English label with its multiplier (`Garlic sauce x2`). */
  choiceEn?: string | null;
}

function english(text: string | null | undefined): string | undefined {
  return text !== null && text !== undefined && text.trim() !== '' ? text : undefined;
}

/** The product's name on an order line in `lang`: the English one when the line has it, else Dutch. */
export function lineName(line: NamedLine, lang: LineLang): string {
  return (lang === 'en' ? english(line.nameEn) : undefined) ?? line.name;
}

/** An option's label (with its multiplier) in `lang`: the English one when the line has it, else Dutch. */
export function optionName(option: NamedOption, lang: LineLang): string {
  return (lang === 'en' ? english(option.choiceEn) : undefined) ?? option.choice;
}

/**
 * The line with its name and option labels in `lang`, everything else as it is: for code that reads
 * `name` and `choice` (`lineOptionTexts`, the order lines on a page).
 */
export function lineInLanguage<L extends NamedLine & { selectedOptions: readonly NamedOption[] }>(
  line: L,
  lang: LineLang,
): L {
  if (lang === 'nl') return line;
  return {
    ...line,
    name: lineName(line, lang),
    selectedOptions: line.selectedOptions.map((o) => ({ ...o, choice: optionName(o, lang) })),
  };
}
