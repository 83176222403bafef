import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  vi.useRealTimers();
});

describe('toast()', () => {
  it('is closable and lasts 5000 ms unless told otherwise', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const unsubscribe = subscribeToasts(() => seen.push(getToasts().length));
    toast({ title: 'Product toegevoegd', status: 'success' });
    toast({ title: 'Foutmelding', description: 'Toevoegen mislukt', status: 'error', duration: 4000 });
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
});
