/**
 * The short sound of an alert, made with Web Audio (no file to fetch). Browsers let a page play sound only after a
 * person has interacted with it: the context is made or resumed on the click that switches alerts on, and on the
 * first click or key press after a reload.
 */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return undefined;
  context ??= new window.AudioContext();
  return context;
}

/** Call from a click or key press: the sound may play from then on. */
export function unlockAlertSound(): void {
  const audio = audioContext();
  if (audio?.state === 'suspended') void audio.resume().catch(() => {});
}

/** Unlocks the sound at the next interaction with the page (after a reload, alerts are on but the sound is not). */
export function unlockAlertSoundOnNextInteraction(): () => void {
  const unlock = () => {
    unlockAlertSound();
    stop();
  };
  const stop = () => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return stop;
}

/** Two rising tones, 0.35 s in all, quiet: noticeable beside other work, not alarming. Silent while locked. */
export function playAlertSound(): void {
  const audio = audioContext();
  if (!audio || audio.state !== 'running') return;
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.16, 880],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.type = 'sine';
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.2);
  }
}
