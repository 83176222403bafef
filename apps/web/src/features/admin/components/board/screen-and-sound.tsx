/**
 * What the board says about the tablet itself (issue 27 items 1 and 2): whether the screen stays on,
 * and whether new orders sound. Both tell the truth: "Scherm blijft aan" only with the wake lock
 * held, "Geluid staat aan" only while the browser really plays the chime.
 */
import type { AudioState } from '../sound';
import { Button } from '../ui';
import type { WakeLockState } from './use-wake-lock';

const CHIP = 'rounded-full px-3 py-1 text-sm font-semibold';
const GOOD = 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100';
const NEUTRAL = 'bg-neutral-200 text-neutral-900 dark:bg-neutral-700 dark:text-neutral-100';

export function ScreenChip({ state }: { state: WakeLockState }) {
  if (state.status === 'held')
    return (
      <span className={`${CHIP} ${GOOD}`} data-testid="wake-lock" data-state="held">
        Scherm blijft aan
      </span>
    );
  if (state.status === 'asking')
    return (
      <span className={`${CHIP} ${NEUTRAL}`} data-testid="wake-lock" data-state="asking">
        Scherm aan houden…
      </span>
    );
  return null;
}

/** The warning when the screen may go dark, with what to do about it. */
export function ScreenWarning({ state, onRetry }: { state: WakeLockState; onRetry: () => void }) {
  if (state.status !== 'refused' && state.status !== 'unsupported') return null;
  return (
    <div
      role="alert"
      data-testid="wake-lock-warning"
      className="rounded-md border-l-4 border-brand-red bg-red-50 p-3 text-brand-dark-red print:hidden dark:bg-red-950 dark:text-red-100"
    >
      <p className="font-bold">Let op: het scherm kan uitgaan.</p>
      {state.status === 'unsupported' ? (
        <p>
          Deze browser kan het scherm niet aan houden. Zet in de instellingen van de tablet de schermtime-out
          op &lsquo;nooit&rsquo;, of open het bord in een recente Chrome, Edge of Safari.
        </p>
      ) : state.blockedByPolicy ? (
        <p>
          Deze pagina mag het scherm niet aan houden. Herlaad de pagina; helpt dat niet, zet dan in de
          instellingen van de tablet de schermtime-out op &lsquo;nooit&rsquo;.
        </p>
      ) : (
        <p>
          De browser weigert het scherm aan te houden, bijvoorbeeld door de batterijbesparing. Zet de
          batterijbesparing uit of de schermtime-out van de tablet op &lsquo;nooit&rsquo;, en tik op
          &lsquo;Opnieuw proberen&rsquo;.
        </p>
      )}
      {state.status === 'refused' ? (
        <>
          <p className="mt-1 text-sm">
            Melding van de browser: <span data-testid="wake-lock-reason">{state.reason}</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {state.blockedByPolicy ? (
              <Button onClick={() => window.location.reload()}>Pagina herladen</Button>
            ) : (
              <Button onClick={onRetry}>Opnieuw proberen</Button>
            )}
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The sound's switch: its label says what is true now, and what a tap does. */
export function SoundButton({
  audio,
  muted,
  onTurnOn,
  onTurnOff,
}: {
  audio: AudioState;
  muted: boolean;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) {
  if (audio === 'unsupported') {
    return (
      <p
        className="ml-auto text-sm font-semibold text-brand-dark-red dark:text-red-300"
        data-testid="sound-state"
      >
        Deze browser speelt geen geluid af: let goed op het scherm.
      </p>
    );
  }
  const on = audio === 'running' && !muted;
  return (
    <Button
      variant={on ? 'secondary' : 'danger'}
      className="ml-auto"
      data-testid="sound-state"
      onClick={on ? onTurnOff : onTurnOn}
    >
      {on ? 'Geluid staat aan (tik om uit te zetten)' : 'Geluid staat uit (tik om aan te zetten)'}
    </Button>
  );
}
