/**
 * The games' sound effects, synthesised with Web Audio (no audio files). Off by default; the
 * player's choice is kept in localStorage. The AudioContext is only created when a sound is
 * played with sound on, and sound can only be turned on by pressing the toggle: a user gesture,
 * so the browser lets it start.
 */

const KEY = 'house.sound';

/** The remembered choice: on only when the player turned it on. */
export const soundPreference = {
  read(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): boolean {
    try {
      return storage?.getItem(KEY) === 'on';
    } catch {
      return false;
    }
  },
  write(on: boolean, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()) {
    try {
      storage?.setItem(KEY, on ? 'on' : 'off');
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
  },
};

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type AudioContextClass = typeof AudioContext;

export interface Sounds {
  on(): boolean;
  setOn(on: boolean): void;
  /** The reels or the wheel start: a rising whoosh. */
  spin(): void;
  /** A symbol or fret passing: a short click. */
  tick(): void;
  /** A reel lands. */
  reelStop(): void;
  /** A win: a short chime. */
  win(): void;
  /** A big win: a fanfare. */
  bigWin(): void;
  /** The roulette ball: clicks that slow down over `ms`. */
  ball(ms: number): void;
  /** Dice rattling over `ms`. */
  diceRoll(ms: number): void;
}

export function createSounds(): Sounds {
  let on = soundPreference.read();
  let context: AudioContext | undefined;

  /** The context, created on first use (sound is only on after the toggle was pressed). */
  const audio = (): AudioContext | undefined => {
    if (!on) return undefined;
    if (!context) {
      const Ctor = (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
        AudioContextClass | undefined;
      if (!Ctor) return undefined;
      context = new Ctor();
    }
    if (context.state === 'suspended') void context.resume();
    return context;
  };

  /** One tone with a quick attack and an exponential decay. */
  const tone = (
    ac: AudioContext,
    at: number,
    freq: number,
    ms: number,
    {
      type = 'sine',
      gain = 0.15,
      slideTo,
    }: { type?: OscillatorType; gain?: number; slideTo?: number } = {},
  ) => {
    const osc = ac.createOscillator();
    const amp = ac.createGain();
    osc.type = type;
    osc.frequency.setValueAtTime(freq, at);
    if (slideTo) osc.frequency.exponentialRampToValueAtTime(slideTo, at + ms / 1000);
    amp.gain.setValueAtTime(0.0001, at);
    amp.gain.exponentialRampToValueAtTime(gain, at + 0.005);
    amp.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    osc.connect(amp).connect(ac.destination);
    osc.start(at);
    osc.stop(at + ms / 1000 + 0.02);
  };

  /** A burst of filtered noise: clicks, rattles and whooshes. */
  const noise = (
    ac: AudioContext,
    at: number,
    ms: number,
    {
      freq = 2000,
      q = 1,
      gain = 0.2,
      sweepTo,
    }: { freq?: number; q?: number; gain?: number; sweepTo?: number } = {},
  ) => {
    const length = Math.max(1, Math.floor((ac.sampleRate * ms) / 1000));
    const buffer = ac.createBuffer(1, length, ac.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
    const source = ac.createBufferSource();
    source.buffer = buffer;
    const filter = ac.createBiquadFilter();
    filter.type = 'bandpass';
    filter.Q.value = q;
    filter.frequency.setValueAtTime(freq, at);
    if (sweepTo) filter.frequency.exponentialRampToValueAtTime(sweepTo, at + ms / 1000);
    const amp = ac.createGain();
    amp.gain.setValueAtTime(0.0001, at);
    amp.gain.exponentialRampToValueAtTime(gain, at + Math.min(0.01, ms / 2000));
    amp.gain.exponentialRampToValueAtTime(0.0001, at + ms / 1000);
    source.connect(filter).connect(amp).connect(ac.destination);
    source.start(at);
  };

  /** Plays `draw` at the context's current time when sound is on. */
  const play = (draw: (ac: AudioContext, now: number) => void) => {
    const ac = audio();
    if (!ac) return;
    try {
      draw(ac, ac.currentTime);
    } catch {
      // A sound is never worth breaking the game for.
    }
  };

  const notes = (ac: AudioContext, now: number, freqs: number[], stepMs: number, ms: number) =>
    freqs.forEach((f, i) => {
      tone(ac, now + (i * stepMs) / 1000, f, ms, { type: 'triangle', gain: 0.12 });
      tone(ac, now + (i * stepMs) / 1000, f * 2, ms * 0.6, { type: 'sine', gain: 0.04 });
    });

  return {
    on: () => on,
    setOn(next) {
      on = next;
      soundPreference.write(next);
      // Pressing the toggle is the gesture that lets the context start.
      if (next) play((ac, now) => tone(ac, now, 880, 90, { type: 'triangle', gain: 0.08 }));
    },
    spin: () =>
      play((ac, now) => noise(ac, now, 450, { freq: 300, sweepTo: 2400, q: 0.8, gain: 0.12 })),
    tick: () => play((ac, now) => tone(ac, now, 1800, 25, { type: 'square', gain: 0.03 })),
    reelStop: () =>
      play((ac, now) => {
        tone(ac, now, 140, 140, { type: 'sine', gain: 0.3, slideTo: 60 });
        noise(ac, now, 40, { freq: 3000, gain: 0.1 });
      }),
    win: () => play((ac, now) => notes(ac, now, [523.25, 659.25, 783.99, 1046.5], 90, 260)),
    bigWin: () =>
      play((ac, now) => {
        notes(ac, now, [523.25, 659.25, 783.99, 1046.5, 783.99, 1046.5, 1318.5], 110, 380);
        for (let i = 0; i < 12; i++) {
          tone(ac, now + 0.2 + i * 0.09, 2000 + Math.random() * 2000, 60, { gain: 0.03 });
        }
      }),
    ball: (ms) =>
      play((ac, now) => {
        noise(ac, now, ms, { freq: 900, q: 0.6, gain: 0.05 });
        // Frets: the gaps grow as the ball slows.
        let t = 0;
        let gap = 40;
        while (t < ms) {
          noise(ac, now + t / 1000, 18, { freq: 4000, q: 3, gain: 0.08 });
          t += gap;
          gap *= 1.06;
        }
        noise(ac, now + ms / 1000, 60, { freq: 2500, q: 2, gain: 0.2 });
      }),
    diceRoll: (ms) =>
      play((ac, now) => {
        let t = 0;
        while (t < ms) {
          noise(ac, now + t / 1000, 30, { freq: 1500 + Math.random() * 1500, q: 4, gain: 0.18 });
          t += 60 + Math.random() * 90;
        }
      }),
  };
}

/** The labelled toggle: aria-pressed says whether sound is on. */
export function soundToggle(sounds: Sounds, label: string): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'sound-toggle';
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  icon.setAttribute('aria-hidden', 'true');
  icon.setAttribute('class', 'sound-icon');
  icon.setAttribute('viewBox', '0 0 24 24');
  button.append(icon, document.createTextNode(label));
  // A speaker, with waves when on and a cross when off.
  const speaker = '<path d="M3 9h4l5-4v14l-5-4H3z" fill="currentColor"/>';
  const waves =
    '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>';
  const muted =
    '<path d="M16 9l6 6M22 9l-6 6" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>';
  const show = () => {
    button.setAttribute('aria-pressed', String(sounds.on()));
    icon.innerHTML = speaker + (sounds.on() ? waves : muted);
  };
  button.addEventListener('click', () => {
    sounds.setOn(!sounds.on());
    show();
  });
  show();
  return button;
}
