import { useCallback, useEffect, useState } from 'react';
import { messageOf } from './offer-texts';

export type Notice = { tone: 'error' | 'success'; text: string };

/**
 * One list of the page (the codes or the offers): loaded, loaded again after every change, and the
 * one the form edits. `kind` names the list's "Wijzigen" buttons (`offer-3-edit`), which take the
 * focus again when the form is done.
 */
export function useEditableList<T extends { id: number }>(
  kind: 'coupon' | 'offer',
  load: () => Promise<T[]>,
  notify: (notice: Notice) => void,
) {
  const [items, setItems] = useState<T[] | null>(null);
  const [editing, setEditing] = useState<T | null>(null);

  const reload = useCallback(() => {
    load()
      .then(setItems)
      .catch((err: unknown) => notify({ tone: 'error', text: messageOf(err) }));
  }, [load, notify]);
  useEffect(reload, [reload]);

  /** A change from the list (switching one off): said on the page, and the list follows. */
  async function act(call: () => Promise<unknown>, done: string) {
    try {
      await call();
      notify({ tone: 'success', text: done });
      reload();
    } catch (err) {
      notify({ tone: 'error', text: messageOf(err) });
    }
  }

  /** Back from a form: the list's "Wijzigen" button of what was edited takes the focus again. */
  function closeEdit() {
    if (!editing) return;
    const id = editing.id;
    setEditing(null);
    requestAnimationFrame(() => document.getElementById(`${kind}-${id}-edit`)?.focus());
  }

  return {
    items,
    edit: setEditing,
    act,
    /** What the list's form takes; a new key for each edit starts the form afresh. */
    form: {
      key: editing ? `edit-${editing.id}` : 'new',
      editing,
      onSaved(text: string) {
        notify({ tone: 'success', text });
        reload();
        closeEdit();
      },
      onFailed: (text: string) => notify({ tone: 'error', text }),
      onCancel: closeEdit,
    },
  };
}
