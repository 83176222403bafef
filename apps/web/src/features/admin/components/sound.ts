/**
 * The board's sound: a short two-tone chime made with Web Audio (no audio file to load). Browsers
 * start an AudioContext suspended until the page gets a tap or key press, and may suspend it again
 * later (iOS); the board reads the context's own state, so what it shows is what the browser does.
 */
import { useSyncExternalStore } from 'react';

/** `running`: the chime sounds; `locked`: it waits for a tap; `unsupported`: no Web Audio at all. */
export type AudioState = 'running' | 'locked' | 'unsupported';

let context: AudioContext | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Before issue 27 the cook's on/off choice was kept in localStorage; the sound is now on after every load. */
function forgetOldChoice(): void {
  try {
    localStorage.removeItem('kitchen-sound');
  } catch {
    // No storage: nothing kept either.
  }
}

/**
 * Makes the board's AudioContext once, when the board opens: the browser says at once whether it
 * may sound (a kiosk may allow it) or must wait for a tap.
 */
export function prepareAudio(): void {
  forgetOldChoice();
  if (context || typeof AudioContext === 'undefined') return;
  context = new AudioContext();
  context.addEventListener('statechange', notify);
  notify();
}

/** The browser's own state of the board's AudioContext (`suspended`, `running`, …), or `none`. */
export function rawAudioState(): string {
  return context?.state ?? 'none';
}

export function audioState(): AudioState {
  if (!context) return typeof AudioContext === 'undefined' ? 'unsupported' : 'locked';
  return context.state === 'running' ? 'running' : 'locked';
}

/** Asks the browser to start the sound; it does only inside a tap or key press. */
export function unlockAudio(): void {
  prepareAudio();
  if (!context || context.state === 'running') return;
  context.resume().then(notify, notify);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The sound's state, following the browser's. */
export function useAudioState(): { state: AudioState; raw: string } {
  const state = useSyncExternalStore(subscribe, audioState, () => 'unsupported' as const);
  const raw = useSyncExternalStore(subscribe, rawAudioState, () => 'none');
  return { state, raw };
}

/**
 * While the sound is locked, every tap or key press on the page tries to start it (the banner's own
 * button does too). A touch screen activates the page on lifting the finger, a mouse on pressing, so
 * both are listened to. Answers a function that stops listening.
 */
export function unlockOnAnyGesture(): () => void {
  const events = ['pointerdown', 'pointerup', 'touchend', 'keydown', 'click'] as const;
  const tryUnlock = () => {
    if (audioState() === 'running') return;
    unlockAudio();
  };
  for (const type of events) window.addEventListener(type, tryUnlock, true);
  return () => {
    for (const type of events) window.removeEventListener(type, tryUnlock, true);
  };
}

export function chime(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [i, freq] of [880, 1320].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.0001, start + i * 0.18);
    gain.gain.exponentialRampToValueAtTime(0.3, start + i * 0.18 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.18 + 0.35);
    osc.connect(gain).connect(context.destination);
    osc.start(start + i * 0.18);
    osc.stop(start + i * 0.18 + 0.4);
  }
}

/** For tests: forget the context, so the next board makes a new one. */
export function resetAudioForTests(): void {
  context?.removeEventListener('statechange', notify);
  context = undefined;
  notify();
}
