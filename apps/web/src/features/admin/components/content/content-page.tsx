/**
 * /admin/inhoud (issue 27 item 8, decision 047): the owner's news, vacancies, gallery and the menu's
 * categories, one at a time behind tabs; each saved change is on the public pages at once.
 */
import { useCallback, useState } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import { Alert } from '../ui';
import { CONTENT_KINDS } from './content-kinds';
import { ContentSection, type Notice } from './content-section';

const tabClass = (on: boolean) =>
  `rounded-md px-3 py-2 font-semibold ${
    on
      ? 'bg-brand-red text-white'
      : 'border border-neutral-400 bg-white text-brand-black hover:bg-neutral-100 dark:border-neutral-500 dark:bg-neutral-800 dark:text-brand-cream dark:hover:bg-neutral-700'
  }`;

export function ContentPage({ me, now = () => new Date() }: { me: AdminMe; now?: () => Date }) {
  const [index, setIndex] = useState(0);
  const [notice, setNotice] = useState<Notice | null>(null);
  const notify = useCallback((n: Notice) => setNotice(n), []);
  const spec = CONTENT_KINDS[index]!;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Inhoud van de site</h1>
      <div role="tablist" aria-label="Soort inhoud" className="flex flex-wrap gap-2">
        {CONTENT_KINDS.map((kind, i) => (
          <button
            key={kind.kind}
            type="button"
            role="tab"
            aria-selected={i === index}
            className={tabClass(i === index)}
            onClick={() => {
              setIndex(i);
              setNotice(null);
            }}
          >
            {kind.title}
          </button>
        ))}
      </div>
      <div aria-live="polite">{notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}</div>
      <section role="tabpanel" aria-label={spec.title}>
        {/* A new section per kind: its own list, form and state. */}
        <ContentSection key={spec.kind} me={me} spec={spec as never} now={now} notify={notify} />
      </section>
    </div>
  );
}
