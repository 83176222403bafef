/**
 * After every load the board waits for one tap before it can sound (issue 27 item 2): browsers start
 * audio only after one. Until then this banner covers the board, and flashes red while an order waits.
 */
import { useEffect, useRef, useState } from 'react';

export function SoundGate({
  waiting,
  onUnlock,
  onContinueWithout,
}: {
  /** Orders waiting for a cook right now. */
  waiting: number;
  /** Called inside the tap: starts the sound. */
  onUnlock: () => void;
  /** Only offered when a tap did not start the sound (no audio device, the tablet muted by policy). */
  onContinueWithout: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const tap = useRef<HTMLButtonElement>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    tap.current?.focus();
    return () => {
      clearTimeout(timer.current);
      dialog?.close();
    };
  }, []);
  const alarm = waiting > 0;
  return (
    <dialog
      ref={ref}
      aria-labelledby="sound-gate-title"
      aria-describedby="sound-gate-text"
      // Only a tap closes it: the sound must be on before the board is used.
      onCancel={(event) => event.preventDefault()}
      data-testid="sound-gate"
      data-alarm={alarm || undefined}
      className={`fixed inset-0 m-0 size-full max-h-none max-w-none overflow-y-auto border-0 p-4 backdrop:bg-brand-black print:hidden ${
        alarm
          ? 'gh-alarm-flash bg-brand-red text-white'
          : 'bg-brand-cream text-brand-black dark:bg-neutral-900 dark:text-brand-cream'
      }`}
    >
      <div className="mx-auto flex min-h-full max-w-3xl flex-col items-center justify-center gap-6 text-center">
        <h2 id="sound-gate-title" className="text-3xl font-bold">
          {alarm
            ? `${waiting} ${waiting === 1 ? 'bestelling wacht' : 'bestellingen wachten'} op een kok`
            : 'Het geluid staat nog uit'}
        </h2>
        <p id="sound-gate-text" className="max-w-xl text-xl">
          Zonder geluid hoor je nieuwe bestellingen niet. De browser zet het geluid pas aan na een tik op het
          scherm.
        </p>
        <button
          ref={tap}
          type="button"
          onClick={() => {
            onUnlock();
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setFailed(true), 1_500);
          }}
          className={`min-h-40 w-full max-w-2xl rounded-2xl px-6 py-8 text-4xl font-black shadow-lg ${
            alarm
              ? 'bg-white text-brand-black focus-visible:outline-white'
              : 'bg-brand-red text-white hover:bg-brand-dark-red'
          }`}
        >
          Tik om het geluid aan te zetten
        </button>
        {failed ? (
          <div role="alert" className="max-w-xl space-y-3 text-lg font-semibold">
            <p>
              Het geluid start niet. Staat het volume van de tablet aan? Tik nog een keer, of ga verder zonder
              geluid en houd het scherm in de gaten.
            </p>
            <button
              type="button"
              onClick={onContinueWithout}
              className={`min-h-12 rounded-lg border-2 px-5 font-bold ${alarm ? 'border-white focus-visible:outline-white' : 'border-current'}`}
            >
              Verder zonder geluid
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  );
}
