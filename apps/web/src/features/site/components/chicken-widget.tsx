/** The floating chicken: opens quick actions (order, call the chosen or nearest location, hours). */
import { useId, useRef } from 'react';
import { useLocation } from '../../../lib/router';
import { dutchPath } from '@gh/i18n';
import * as m from '@gh/i18n/messages';
import { brand, telHref } from '../../../lib/brand';
import { paths } from '../../../lib/paths';
import { useDisclosure } from '../use-disclosure';
import { useKeepClear } from '../use-keep-clear';
import { ChickenSvg } from './chicken-svg';
import { noBreak } from '../../../lib/no-break';
import { Link } from '../../../components/link';

/** Line icons drawn in the text colour: no emoji font needed, the same on every device. */
function ActionIcon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

const PHONE =
  'M5 3h3.5l1.8 4.6-2.4 1.6a11 11 0 0 0 5.9 5.9l1.6-2.4L20 14.5V18a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.2 2 2 0 0 1 5 3Z';
const CLOCK = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2';

/** The location the visitor is looking at (its menu), else Amsterdam first. */
function orderedLocations(pathname: string) {
  const chosen = /^\/menu\/([a-z]+)/.exec(dutchPath(pathname))?.[1];
  return [...brand.locations].sort((a, b) => Number(b.slug === chosen) - Number(a.slug === chosen));
}

export function ChickenWidget() {
  const { open, setOpen, buttonRef, panelRef } = useDisclosure<HTMLDivElement>({
    focus: 'a',
    closeOnOutsideClick: true,
  });
  const panelId = useId();
  const { pathname } = useLocation();
  const spot = useRef<HTMLDivElement>(null);
  const stepAside = useKeepClear(spot, open);

  const action =
    'flex items-center gap-3 rounded-xl px-3 py-2.5 font-semibold hover:bg-brand-yellow/30 dark:hover:bg-white/10';

  return (
    <div
      ref={spot}
      className="pointer-events-none fixed bottom-4 left-4 z-30 max-[359px]:bottom-3 max-[359px]:left-3"
    >
      {open && (
        <div
          id={panelId}
          ref={panelRef}
          role="group"
          aria-label={m.site_quick_actions()}
          className="gh-pop pointer-events-auto mb-3 w-64 rounded-2xl border-2 border-brand-gold bg-white p-2 text-brand-black shadow-2xl dark:bg-[#1c1714] dark:text-brand-cream"
        >
          <p className="px-3 pt-2 pb-1 text-sm font-bold">{m.site_quick_actions_hello()}</p>
          <Link to={paths.menu} className={action}>
            <ChickenSvg className="size-5 shrink-0" /> {m.site_order_now()}
          </Link>
          {orderedLocations(pathname).map((l) => (
            <a key={l.slug} href={telHref(l.phone)} className={action}>
              <ActionIcon d={PHONE} /> {m.site_quick_actions_call({ city: l.city })}
              <span className="sr-only">, {noBreak(l.phone)}</span>
            </a>
          ))}
          <Link to={paths.locations} className={action}>
            <ActionIcon d={CLOCK} /> {m.site_opening_hours()}
          </Link>
        </div>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        data-aside={stepAside || undefined}
        className="gh-chicken gh-step-aside pointer-events-auto grid size-16 place-items-center max-[359px]:size-14 rounded-full bg-brand-yellow shadow-xl ring-4 ring-brand-red hover:scale-105 motion-reduce:hover:scale-100"
      >
        <span className="sr-only">{open ? m.site_quick_actions_close() : m.site_quick_actions_open()}</span>
        <ChickenSvg className="size-12" animated />
      </button>
    </div>
  );
}
