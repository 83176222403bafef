/** Shows the toasts at the bottom-right: 300 to 560 px wide, closable, announced to screen readers. */
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import * as m from '@gh/i18n/messages';
import {
  dismissToast,
  getToastHost,
  getToasts,
  subscribeToasts,
  toastShown,
  type ToastEntry,
  type ToastHost,
} from './toast-store';
import { stickyTop, toastBottom, usedBox, watchUse, type Box } from './toast-placement';

/** How far above the window's bottom the toasts must start to stay clear of the host's `avoid` part. */
function useClearance(host: ToastHost | null): number {
  const avoid = host?.avoid ?? null;
  const [measured, setMeasured] = useState<{ of: HTMLElement | null; px: number }>({ of: null, px: 0 });
  useEffect(() => {
    if (!avoid) return;
    const measure = () => {
      const px = avoid.isConnected ? window.innerHeight - avoid.getBoundingClientRect().top : 0;
      setMeasured({ of: avoid, px: Math.max(0, Math.round(px)) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(avoid);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [avoid]);
  return avoid && measured.of === avoid ? measured.px : 0;
}

/** Each with the focus ring that stands out on its colour (the close button's, WCAG 1.4.11). */
const STYLES: Record<ToastEntry['status'], string> = {
  success: 'bg-green-800 text-white [--gh-ring:var(--color-brand-yellow)]',
  error: 'bg-brand-dark-red text-white [--gh-ring:var(--color-brand-yellow)]',
  warning: 'bg-brand-yellow text-brand-black [--gh-ring:var(--color-brand-black)]',
  info: 'bg-sky-800 text-white [--gh-ring:var(--color-brand-yellow)]',
};

const ICONS: Record<ToastEntry['status'], string> = {
  success: '✓',
  error: '!',
  warning: '!',
  info: 'i',
};

/** The toasts whose words have been put in their live region once. */
const SPOKEN = new Set<number>();
const SPEAK_AFTER_MS = 100;

function ToastItem({ entry }: { entry: ToastEntry }) {
  const ref = useRef<HTMLDivElement>(null);
  // A live region that arrives with its text already in it is not read by every screen reader
  // (NVDA and VoiceOver skip it): the empty region goes in first, its words a moment later (after the
  // browser has drawn and told the accessibility tree). A toast already spoken (moved into a dialog
  // that opened) comes back whole, so it is not read twice.
  const [spoken, setSpoken] = useState(() => SPOKEN.has(entry.id));
  useEffect(() => {
    const timer = setTimeout(() => {
      SPOKEN.add(entry.id);
      setSpoken(true);
    }, SPEAK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [entry.id]);
  // Its time runs from when its words are on screen.
  useEffect(() => {
    if (spoken) toastShown(entry.id);
  }, [spoken, entry.id]);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof el.animate !== 'function') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    el.animate(
      [
        { opacity: 0, transform: 'translateY(12px)' },
        { opacity: 1, transform: 'none' },
      ],
      { duration: 180, easing: 'ease-out' },
    );
  }, []);
  const urgent = entry.status === 'error' || entry.status === 'warning';
  return (
    <div
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      data-status={entry.status}
      className={`pointer-events-auto flex w-full min-w-0 items-start gap-3 rounded-lg p-4 shadow-lg ring-1 ring-black/10 sm:w-auto sm:min-w-[300px] sm:max-w-[560px] ${STYLES[entry.status]}`}
    >
      {spoken ? (
        <>
          <span
            aria-hidden="true"
            className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-black/15 text-sm font-bold"
          >
            {ICONS[entry.status]}
          </span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{entry.title}</p>
            {entry.description ? <p className="mt-0.5 text-sm">{entry.description}</p> : null}
          </div>
          {entry.isClosable ? (
            <button
              type="button"
              onClick={() => dismissToast(entry.id)}
              aria-label={m.common_toast_close()}
              className="-m-1 flex size-8 shrink-0 items-center justify-center rounded-full text-lg leading-none hover:bg-black/15"
            >
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The toasts' distance from the window's bottom: the default place, or out of the way of what the
 * customer just used (toast-placement.ts). What was used is read when a toast arrives; the place is
 * worked out again when the toasts' height changes (their words come in a moment later).
 */
function usePlacement(region: HTMLElement | null, newest: number | undefined, clearance: number): number {
  const [bottom, setBottom] = useState(Math.max(16, clearance + 8));
  const avoid = useRef<Box | null>(null);
  useEffect(() => watchUse(), []);
  useLayoutEffect(() => {
    if (!region || newest === undefined) return;
    avoid.current = usedBox();
    const place = () =>
      setBottom(
        toastBottom({
          viewport: window.innerHeight,
          height: region.getBoundingClientRect().height,
          clearance,
          topLimit: stickyTop(),
          avoid: avoid.current,
        }),
      );
    place();
    const observer = new ResizeObserver(place);
    observer.observe(region);
    window.addEventListener('resize', place);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', place);
    };
  }, [region, newest, clearance]);
  return bottom;
}

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const host = useSyncExternalStore(subscribeToasts, getToastHost, () => null);
  const clearance = useClearance(host);
  const [element, setElement] = useState<HTMLElement | null>(null);
  const bottom = usePlacement(element, toasts.at(-1)?.id, clearance);
  const region = (
    <section
      ref={setElement}
      aria-label={m.common_toasts()}
      style={{ bottom }}
      className="pointer-events-none fixed right-4 left-4 z-[60] flex flex-col items-end gap-2 sm:left-auto"
    >
      {toasts.map((entry) => (
        <ToastItem key={entry.id} entry={entry} />
      ))}
    </section>
  );
  return host ? createPortal(region, host.element) : region;
}
