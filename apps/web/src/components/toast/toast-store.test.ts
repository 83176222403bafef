import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, keepToastsOf, subscribeToasts, toast, toastShown } from './toast-store';

/** A toast as the toaster puts it on screen: made, then shown. */
function shown(options: Parameters<typeof toast>[0]): number {
  const id = toast(options);
  toastShown(id);
  return id;
}

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast()', () => {
  it('is closable and lasts 5000 ms unless told otherwise', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const unsubscribe = subscribeToasts(() => seen.push(getToasts().length));
    shown({ title: 'Product toegevoegd', status: 'success' });
    shown({ title: 'Foutmelding', description: 'Toevoegen mislukt', status: 'error', duration: 4000 });
    expect(getToasts().map((t) => [t.title, t.duration, t.isClosable])).toEqual([
      ['Product toegevoegd', 5000, true],
      ['Foutmelding', 4000, true],
    ]);
    vi.advanceTimersByTime(4000);
    expect(getToasts().map((t) => t.title)).toEqual(['Product toegevoegd']);
    vi.advanceTimersByTime(1000);
    expect(getToasts()).toEqual([]);
    expect(seen).toEqual([1, 2, 1, 0]);
    unsubscribe();
  });

  it('closes on request and keeps at most four on screen', () => {
    const ids = [1, 2, 3, 4, 5].map((n) => toast({ title: `Melding ${n}`, status: 'info' }));
    expect(getToasts().map((t) => t.title)).toEqual(['Melding 2', 'Melding 3', 'Melding 4', 'Melding 5']);
    dismissToast(ids[2]!);
    expect(getToasts().map((t) => t.title)).toEqual(['Melding 2', 'Melding 4', 'Melding 5']);
  });

  it('shows a repeated message once, for its full time from the last repeat', () => {
    vi.useFakeTimers();
    shown({ title: 'Product verwijderd', status: 'success' });
    for (let tap = 0; tap < 5; tap += 1) {
      vi.advanceTimersByTime(1000);
      shown({
        title: 'Winkelwagen bijgewerkt',
        description: 'Aantal succesvol aangepast',
        status: 'success',
      });
    }
    expect(getToasts().map((t) => t.title)).toEqual(['Winkelwagen bijgewerkt']);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('keeps different messages apart', () => {
    toast({ title: 'Product toegevoegd', status: 'success' });
    toast({ title: 'Foutmelding', description: 'Toevoegen mislukt', status: 'error' });
    toast({ title: 'Product toegevoegd', status: 'success' });
    expect(getToasts().map((t) => t.title)).toEqual(['Foutmelding', 'Product toegevoegd']);
  });

  it('lasts its full time from when it shows, not from when it was made (the first cart load)', () => {
    vi.useFakeTimers();
    const id = toast({
      title: 'Foutmelding',
      description: 'Kon winkelwagen niet ophalen',
      status: 'error',
      duration: 4000,
    });
    // The toaster's code arrives 300 ms after the cart's first answer.
    vi.advanceTimersByTime(300);
    toastShown(id);
    vi.advanceTimersByTime(3999);
    expect(getToasts()).toHaveLength(1);
    // Shown again (moved into a dialog): its time does not start over.
    toastShown(id);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('goes with the page it was made on, and stays on the page that made it', () => {
    window.history.replaceState(null, '', '/menu/amsterdam');
    shown({ title: 'Product toegevoegd', status: 'success' });
    window.history.replaceState(null, '', '/betaald');
    shown({ title: 'Betaling geslaagd', status: 'success' });
    keepToastsOf('/betaald');
    expect(getToasts().map((t) => t.title)).toEqual(['Betaling geslaagd']);
    keepToastsOf('/checkout');
    expect(getToasts()).toEqual([]);
  });
});
