/**
 * A short two-tone chime made with Web Audio (no audio file to load). The cook's choice is kept in
 * localStorage, so the board keeps its sound after a reload; the browser still wants one click or
 * key press on the page before it plays, which `armSound` waits for.
 */
export const KEY = 'kitchen-sound';
let context: AudioContext | undefined;

function remember(on: boolean): void {
  try {
    if (on) localStorage.setItem(KEY, 'on');
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage the choice lasts until the page reloads.
  }
}

/** Whether the cook turned the sound on (now or before a reload). */
export function soundWanted(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function enableSound(): void {
  remember(true);
  context ??= new AudioContext();
  void context.resume();
}

export function disableSound(): void {
  remember(false);
  void context?.suspend();
}

/** Whether the browser lets the chime play right now. */
export function soundEnabled(): boolean {
  return context?.state === 'running';
}

/**
 * After a reload with the sound on: starts the audio at the first click or key press anywhere on
 * the page (browsers allow sound only after one). Answers a function that stops waiting.
 */
export function armSound(onRunning: () => void): () => void {
  if (!soundWanted() || soundEnabled()) return () => {};
  const start = () => {
    context ??= new AudioContext();
    void context.resume().then(onRunning);
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', start, true);
    window.removeEventListener('keydown', start, true);
  };
  window.addEventListener('pointerdown', start, true);
  window.addEventListener('keydown', start, true);
  return stop;
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
