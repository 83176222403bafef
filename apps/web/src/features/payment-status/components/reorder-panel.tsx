/** "Bestel opnieuw": the order's lines into the cart again; what is no longer sold is named. */
import { useEffect, useRef, useState } from 'react';
import * as m from '@gh/i18n/messages';
import { paths } from '../../../lib/paths';
import { Link } from '../../../components/link';

/** What the cart's reorder answers (the route passes the cart's action in: features stay apart). */
export type ReorderResult =
  | { ok: true; added: number; leftOut: { name: string; reason: string }[] }
  | { ok: false; message: string; conflict: boolean };

export interface ReorderActions {
  reorder(publicId: string): Promise<ReorderResult>;
  clear(): Promise<boolean>;
}

export function ReorderPanel({
  publicId,
  actions,
  auto = false,
}: {
  publicId: string;
  actions: ReorderActions;
  /** Start at once (the e-mail's link), instead of on the button. */
  auto?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ReorderResult | null>(null);
  const started = useRef(false);

  async function run(clearFirst = false) {
    setBusy(true);
    if (clearFirst && !(await actions.clear())) {
      setBusy(false);
      return;
    }
    setResult(await actions.reorder(publicId));
    setBusy(false);
  }

  useEffect(() => {
    if (!auto || started.current) return;
    started.current = true;
    void run();
    // Once, on arrival from the e-mail.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  return (
    <section
      aria-labelledby="reorder-title"
      className="rounded-xl border border-neutral-300 bg-white p-6 text-brand-black dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
    >
      <h2 id="reorder-title" className="text-lg font-bold">
        {m.order_reorder_heading()}
      </h2>
      {!result && !auto && (
        <>
          <p className="mt-1">{m.order_reorder_intro()}</p>
          <button
            type="button"
            onClick={() => void run()}
            disabled={busy}
            className="mt-4 rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red disabled:opacity-70"
          >
            {busy ? m.order_please_wait() : m.order_reorder_button()}
          </button>
        </>
      )}
      {!result && auto && <p aria-live="polite">{m.order_reorder_busy()}</p>}
      {result?.ok === true && (
        <div role="status" className="mt-1 space-y-3">
          <p>
            {result.added > 0
              ? result.added === 1
                ? m.order_reorder_added_one()
                : m.order_reorder_added_many({ count: result.added })
              : m.order_reorder_nothing()}
          </p>
          {result.leftOut.length > 0 && (
            <div>
              <p className="font-semibold">{m.order_reorder_left_out()}</p>
              <ul className="mt-1 list-disc pl-5">
                {result.leftOut.map((line, i) => (
                  <li key={`${line.name}-${i}`}>{line.reason}</li>
                ))}
              </ul>
            </div>
          )}
          {result.added > 0 && (
            <Link
              to={paths.checkout}
              className="inline-block rounded-md bg-brand-red px-5 py-3 font-semibold text-white hover:bg-brand-dark-red"
            >
              {m.order_reorder_checkout()}
            </Link>
          )}
        </div>
      )}
      {result?.ok === false && (
        <div className="mt-1 space-y-3">
          <p role="alert" className="font-medium text-brand-dark-red dark:text-red-300">
            {result.message}
          </p>
          {result.conflict && (
            <button
              type="button"
              onClick={() => void run(true)}
              disabled={busy}
              className="rounded-md border-2 border-brand-red px-5 py-2 font-semibold hover:bg-brand-cream disabled:opacity-70 dark:hover:bg-neutral-800"
            >
              {busy ? m.order_please_wait() : m.order_reorder_clear()}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
