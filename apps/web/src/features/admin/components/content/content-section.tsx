/** One kind of content: its list (edit, delete after a confirmation, move) and the form beside it. */
import { useCallback, useEffect, useState } from 'react';
import type { AdminMe } from '@gh/domain/admin';
import { ApiError } from '../../../../lib/api-client';
import { deleteContent, getContent, moveContent } from '../../api/content';
import { NotTranslatedBadge } from '../english-field';
import { Button } from '../ui';
import { ContentForm } from './content-form';
import type { KindSpec } from './content-kinds';

export type Notice = { tone: 'error' | 'success'; text: string };
const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.message : 'Er ging iets mis. Probeer het opnieuw.';

export function ContentSection<T>({
  me,
  spec,
  now,
  notify,
}: {
  me: AdminMe;
  spec: KindSpec<T>;
  now: () => Date;
  notify(notice: Notice): void;
}) {
  const [items, setItems] = useState<T[] | null>(null);
  const [editing, setEditing] = useState<T | null>(null);
  const [confirming, setConfirming] = useState<string | number | null>(null);
  const [formKey, setFormKey] = useState(0);

  const reload = useCallback(() => {
    getContent<T>(spec.kind)
      .then(setItems)
      .catch((err: unknown) => notify({ tone: 'error', text: messageOf(err) }));
  }, [spec.kind, notify]);
  useEffect(reload, [reload]);

  async function act(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      notify({ tone: 'success', text: done });
    } catch (err) {
      notify({ tone: 'error', text: messageOf(err) });
    }
    setConfirming(null);
    reload();
  }

  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <ContentForm
        key={`${editing ? spec.keyOf(editing) : 'new'}-${formKey}`}
        me={me}
        spec={spec}
        editing={editing}
        now={now()}
        onSaved={(item) => {
          notify({ tone: 'success', text: `${spec.noun} "${spec.labelOf(item)}" is opgeslagen.` });
          setEditing(null);
          setFormKey((k) => k + 1);
          reload();
        }}
        onCancel={() => setEditing(null)}
      />
      <div>
        {items === null ? (
          <p>Laden…</p>
        ) : items.length === 0 ? (
          <p>Nog niets. Voeg het eerste toe met het formulier.</p>
        ) : (
          <ol className="space-y-2">
            {items.map((item, index) => {
              const key = spec.keyOf(item);
              const label = spec.labelOf(item);
              return (
                <li
                  key={key}
                  aria-label={label}
                  className="rounded-lg border border-neutral-300 bg-white p-3 text-brand-black dark:border-neutral-700 dark:bg-neutral-900 dark:text-brand-cream"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    {spec.imageOf ? (
                      <img
                        src={spec.imageOf(item)}
                        alt=""
                        className="h-12 w-16 shrink-0 rounded object-cover"
                      />
                    ) : null}
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold wrap-break-word">{label}</p>
                      <p className="text-sm text-neutral-700 dark:text-neutral-300">
                        {spec.detailOf(item, now())}
                      </p>
                    </div>
                    {spec.untranslated(item) ? <NotTranslatedBadge /> : null}
                  </div>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => setEditing(item)}
                      aria-label={`${label} wijzigen`}
                    >
                      Wijzigen
                    </Button>
                    {spec.movable ? (
                      <>
                        <Button
                          variant="secondary"
                          disabled={index === 0}
                          aria-label={`${label} omhoog`}
                          onClick={() =>
                            void act(
                              () => moveContent(spec.kind, key, 'up'),
                              `${label} staat een plek hoger.`,
                            )
                          }
                        >
                          ↑
                        </Button>
                        <Button
                          variant="secondary"
                          disabled={index === items.length - 1}
                          aria-label={`${label} omlaag`}
                          onClick={() =>
                            void act(
                              () => moveContent(spec.kind, key, 'down'),
                              `${label} staat een plek lager.`,
                            )
                          }
                        >
                          ↓
                        </Button>
                      </>
                    ) : null}
                    {confirming === key ? (
                      <>
                        <Button
                          variant="danger"
                          onClick={() =>
                            void act(() => deleteContent(spec.kind, key), `${label} is verwijderd.`)
                          }
                        >
                          Ja, verwijderen
                        </Button>
                        <Button variant="secondary" onClick={() => setConfirming(null)}>
                          Annuleren
                        </Button>
                      </>
                    ) : (
                      <Button
                        variant="danger"
                        aria-label={`${label} verwijderen`}
                        onClick={() => setConfirming(key)}
                      >
                        Verwijderen
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </div>
  );
}
