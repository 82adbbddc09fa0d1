// Sound effects, synthesised with the Web Audio API (no recorded sound): each recipe below turns an effect
// name into oscillators, noise and envelopes. Whether an effect plays is decided by the gate (sound-gate.ts).
import { type Effect, type SoundContext, SoundGate } from './sound-gate';

export { effectForAction, type Effect } from './sound-gate';

let contextOf: () => SoundContext = () => ({ muted: false, volume: 0.8, handOffUp: false });
const gate = new SoundGate();
let audio: AudioContext | null = null;
/** What was played (and when), newest last: for tests and tools. */
export const played: { effect: Effect; at: number }[] = [];

/** Where the gate reads the settings and the screen state (set once by the store). */
export function setSoundContext(fn: () => SoundContext): void {
  contextOf = fn;
}

export function playEffect(effect: Effect | null): void {
  if (!effect) return;
  const d = gate.decide(effect, contextOf(), performance.now());
  if (!d.play) return;
  played.push({ effect, at: Date.now() });
  if (played.length > 50) played.shift();
  try {
    audio ??= new AudioContext();
    if (audio.state === 'suspended') void audio.resume();
    RECIPES[effect](audio, d.gain * 0.5);
  } catch {
    /* no audio device: the game goes on silently */
  }
}

(globalThis as Record<string, unknown>).__fmhSounds = played;

type Recipe = (ac: AudioContext, gain: number) => void;

function envelope(ac: AudioContext, peak: number, attack: number, decay: number, at = ac.currentTime): GainNode {
  const g = ac.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(Math.max(0.0002, peak), at + attack);
  g.gain.exponentialRampToValueAtTime(0.0001, at + attack + decay);
  g.connect(ac.destination);
  return g;
}

function tone(
  ac: AudioContext,
  type: OscillatorType,
  f0: number,
  f1: number,
  peak: number,
  attack: number,
  decay: number,
  delay = 0,
): void {
  const at = ac.currentTime + delay;
  const o = ac.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(f0, at);
  if (f1 !== f0) o.frequency.exponentialRampToValueAtTime(f1, at + attack + decay);
  o.connect(envelope(ac, peak, attack, decay, at));
  o.start(at);
  o.stop(at + attack + decay + 0.05);
}

let noiseBuffer: AudioBuffer | null = null;
function noise(
  ac: AudioContext,
  filter: BiquadFilterType,
  f0: number,
  f1: number,
  peak: number,
  attack: number,
  decay: number,
  delay = 0,
): void {
  const at = ac.currentTime + delay;
  if (!noiseBuffer || noiseBuffer.sampleRate !== ac.sampleRate) {
    noiseBuffer = ac.createBuffer(1, ac.sampleRate, ac.sampleRate);
    const data = noiseBuffer.getChannelData(0);
    // a fixed pseudo-random sequence: the same noise every time
    let x = 2463534242;
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i] = ((x >>> 0) / 4294967296) * 2 - 1;
    }
  }
  const src = ac.createBufferSource();
  src.buffer = noiseBuffer;
  const f = ac.createBiquadFilter();
  f.type = filter;
  f.frequency.setValueAtTime(f0, at);
  f.frequency.exponentialRampToValueAtTime(f1, at + attack + decay);
  src.connect(f).connect(envelope(ac, peak, attack, decay, at));
  src.start(at);
  src.stop(at + attack + decay + 0.05);
}

const RECIPES: Record<Effect, Recipe> = {
  // tracks on the ground: a low rumble
  move: (ac, g) => {
    noise(ac, 'lowpass', 420, 160, g * 0.9, 0.04, 0.3);
    tone(ac, 'sawtooth', 70, 55, g * 0.18, 0.03, 0.28);
  },
  // a hatch: two metallic clunks
  load: (ac, g) => {
    tone(ac, 'square', 180, 140, g * 0.25, 0.005, 0.09);
    tone(ac, 'square', 260, 200, g * 0.2, 0.005, 0.1, 0.1);
    noise(ac, 'bandpass', 1800, 900, g * 0.3, 0.003, 0.07);
  },
  // the pondeuse at work: three rising blips
  build: (ac, g) => {
    [440, 554, 659].forEach((f, i) => tone(ac, 'triangle', f, f, g * 0.35, 0.01, 0.12, i * 0.09));
  },
  // a shot: a crack and a falling boom
  shot: (ac, g) => {
    noise(ac, 'highpass', 3000, 600, g * 0.8, 0.002, 0.12);
    tone(ac, 'sine', 160, 38, g * 0.9, 0.005, 0.45);
    noise(ac, 'lowpass', 900, 120, g * 0.6, 0.01, 0.5, 0.03);
  },
  // a capture: two bright notes, up
  capture: (ac, g) => {
    tone(ac, 'triangle', 523, 523, g * 0.4, 0.01, 0.16);
    tone(ac, 'triangle', 784, 784, g * 0.45, 0.01, 0.3, 0.13);
  },
  // the tide: a swell of surf
  tide: (ac, g) => {
    noise(ac, 'lowpass', 250, 1400, g * 0.5, 0.55, 0.7);
  },
  // the hand-off: a soft chime
  handoff: (ac, g) => {
    tone(ac, 'sine', 660, 660, g * 0.35, 0.01, 0.7);
    tone(ac, 'sine', 990, 990, g * 0.2, 0.01, 0.55, 0.06);
  },
  lowTime: (ac, g) => {
    tone(ac, 'square', 880, 880, g * 0.22, 0.005, 0.1);
    tone(ac, 'square', 880, 880, g * 0.22, 0.005, 0.1, 0.18);
  },
  timeUp: (ac, g) => {
    tone(ac, 'sawtooth', 440, 220, g * 0.3, 0.01, 0.7);
  },
};
