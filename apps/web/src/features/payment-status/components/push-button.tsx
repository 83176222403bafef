/**
 * "Stuur me een bericht als mijn bestelling klaar is" (issue 29 item 4): one button on a paid order's
 * page, loaded apart from the page; the browser asks for permission only when it is tapped.
 */
import { useState } from 'react';
import * as m from '@gh/i18n/messages';
import { subscribeToPush } from '../api/subscribe-push';

export default function PushButton({ publicId }: { publicId: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function onClick() {
    setState('busy');
    setProblem(null);
    const outcome = await subscribeToPush(publicId);
    if (outcome.ok) setState('done');
    else {
      setState('idle');
      setProblem(outcome.message);
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="font-medium">
        {m.push_subscribed()}
      </p>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={onClick}
        disabled={state === 'busy'}
        className="rounded-md border-2 border-brand-red px-5 py-3 font-semibold text-brand-red hover:bg-brand-red hover:text-white disabled:opacity-70 dark:border-brand-gold dark:text-brand-gold dark:hover:bg-brand-gold dark:hover:text-brand-black"
      >
        {state === 'busy' ? m.push_busy() : m.push_button()}
      </button>
      {problem && (
        <p role="alert" className="mt-2 font-medium text-brand-dark-red dark:text-red-300">
          {problem}
        </p>
      )}
    </div>
  );
}
