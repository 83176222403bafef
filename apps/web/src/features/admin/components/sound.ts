/** A short two-tone chime made with Web Audio (no audio file to load); needs one user gesture first. */
let context: AudioContext | undefined;

export function enableSound(): void {
  context ??= new AudioContext();
  void context.resume();
}

export function soundEnabled(): boolean {
  return context?.state === 'running';
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
