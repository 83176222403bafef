/**
 * An order line named in a language (issue 20). Stands in for `lineInLanguage` of
 * packages/domain/src/line-names.ts (the en-content branch), which keeps the English names of a line
 * beside the Dutch ones: when that lands, import it from `@gh/domain` and delete this file.
 */
import type { Lang } from '@gh/i18n';

interface NamedLine {
  name: string;
  /** The product's English name when it was sold; absent on Dutch-only lines. */
  nameEn?: string | null;
  selectedOptions: readonly { choice: string; choiceEn?: string | null }[];
}

const english = (text: string | null | undefined) => (text && text.trim() !== '' ? text : undefined);

/** The line with its product and option names in `lang`: English where the line has it, else Dutch. */
export function lineInLanguage<L extends NamedLine>(line: L, lang: Lang): L {
  if (lang === 'nl') return line;
  return {
    ...line,
    name: english(line.nameEn) ?? line.name,
    selectedOptions: line.selectedOptions.map((o) => ({ ...o, choice: english(o.choiceEn) ?? o.choice })),
  };
}
