/**
 * "Mijn Gouden Haan"'s stamp cards (issue 29 item 2, decision 052): per location the stamps collected
 * as a row of marks, and what a full card gives. The account page includes it for a signed-in
 * customer; `cards` may be given (a test, or a page that loaded them already).
 */
import { useEffect, useState } from 'react';
import { stampProgressText, type StampProgress } from '@gh/domain/stamps';
import * as m from '@gh/i18n/messages';
import { getStampCards } from '../api/get-stamps';

function Card({ card }: { card: StampProgress }) {
  const shown = Math.min(card.stamps, card.needed);
  const city = card.location.charAt(0).toUpperCase() + card.location.slice(1);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-black/10 p-4 dark:border-white/15">
      <h3 className="font-bold">{m.stamps_card_label({ location: city })}</h3>
      <ol className="flex flex-wrap gap-1.5" aria-label={`${shown} / ${card.needed}`}>
        {Array.from({ length: card.needed }, (_, i) => (
          <li
            key={i}
            title={i < shown ? m.stamps_stamp_done() : m.stamps_stamp_open()}
            className={`flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold ${
              i < shown
                ? 'border-brand-red bg-brand-red text-white dark:border-brand-yellow dark:bg-brand-yellow dark:text-brand-black'
                : 'border-black/30 text-black/50 dark:border-white/40 dark:text-white/60'
            }`}
          >
            <span aria-hidden="true">{i < shown ? '✓' : i + 1}</span>
          </li>
        ))}
      </ol>
      <p className="text-sm">{stampProgressText(card)}</p>
    </li>
  );
}

export function StampCards({ cards: given }: { cards?: StampProgress[] }) {
  const [cards, setCards] = useState<StampProgress[] | null>(given ?? null);
  useEffect(() => {
    if (given) return;
    let live = true;
    getStampCards().then(
      (answer) => live && setCards(answer),
      () => live && setCards([]),
    );
    return () => {
      live = false;
    };
  }, [given]);

  if (cards === null) return null;
  return (
    // A panel like the page's others (the site's `card` style: features do not import each other).
    <section
      aria-labelledby="stamp-cards-title"
      className="flex flex-col gap-4 rounded-2xl border border-black/5 bg-white p-5 shadow-sm dark:border-white/10 dark:bg-[#1c1714]"
    >
      <h2 id="stamp-cards-title" className="text-2xl font-bold">
        {m.stamps_title()}
      </h2>
      {/* No card on anywhere is not "no stamps": the customer's paid orders simply earn none now. */}
      {/* An empty card says "0 van 8" itself, also after a reward was used. */}
      {cards.length === 0 ? <p>{m.stamps_no_card()}</p> : null}
      {cards.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2">
          {cards.map((card) => (
            <Card key={card.location} card={card} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
