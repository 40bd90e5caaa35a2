// @vitest-environment jsdom
import type { HouseRound } from '@site/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colorOf } from '@site/games/engines/roulette.js';
import {
  PAYLINES,
  payingLines,
  REEL_STRIPS,
  SLOT_ROWS,
  windowAt,
} from '@site/games/engines/slot.js';
import { reducedMotion } from '../src/fx/motion.js';
import { createSounds, soundPreference, soundToggle } from '../src/fx/sound.js';
import { dicePanel } from '../src/games/dice.js';
import { celebrateRound } from '../src/fx/celebrate.js';
import { winSentence } from '../src/games/panel.js';
import { die, faceOfRoll, rollingValue, rollTo } from '../src/games/dice-roll.js';
import {
  ballTravel,
  numberAt,
  pocketAngle,
  rouletteWheel,
  WHEEL_ORDER,
} from '../src/games/roulette-wheel.js';
import { slotPanel } from '../src/games/slot.js';
import {
  celebration,
  linePoints,
  payingCells,
  REEL_PHASES,
  reelEase,
  spinStrip,
  stripOffset,
} from '../src/games/slot-reels.js';
import { translator } from '../src/i18n.js';
import { panelContext, silentSounds } from './panel-helper.js';
import {
  closePage,
  DICE,
  ok,
  openPage,
  ROULETTE,
  SLOT,
  sent,
  settledRound,
  stateWith,
} from './house-page-helper.js';

/**
 * The house games' reveals (src/fx, src/games): the pure parts that make an animation
 * land on the platform's result, the sound toggle, and the reduced-motion path.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

/** A die with the number and the bar a dice roll moves. */
const rollView = () => ({
  die: die(),
  number: document.createElement('p'),
  bar: document.createElement('div'),
});

/** Whether the player asks for reduced motion. */
const reduce = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query }));

/** Animation frames a quarter second apart, each in a task of its own: a reveal runs in a few. */
const quarterSecondFrames = () => {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) =>
    setTimeout(() => step((now += 250))),
  );
};

/** How many pips the die shows. */
const pipsOf = (die: Element) => die.querySelectorAll('circle').length;

/** A few windows the engine can show: every reel at stops spread over its strip. */
const windows = Array.from({ length: 12 }, (_, i) =>
  windowAt(REEL_STRIPS.map((strip, reel) => (i * 7 + reel * 5) % strip.length)),
);

describe('a spinning reel', () => {
  it('lands on exactly the symbols drawn, starting from the ones shown', () => {
    for (const [i, window] of windows.entries()) {
      const before = windows[(i + 1) % windows.length]!;
      for (let reel = 0; reel < window.length; reel++) {
        const strip = spinStrip(reel, before[reel]!, window[reel]!);
        // At progress 1 the window shows rows 1-3 of the strip; at 0 its last three.
        const rowAt = (progress: number) =>
          Math.round((stripOffset(strip.length, progress) / 100) * strip.length);
        const landed = strip.slice(rowAt(1), rowAt(1) + SLOT_ROWS);
        const started = strip.slice(rowAt(0), rowAt(0) + SLOT_ROWS);
        expect(landed, `window ${i}, reel ${reel}`).toEqual(window[reel]);
        expect(started).toEqual(before[reel]);
      }
    }
  });

  it('spins longer on each reel to the right, so they stop one after another', () => {
    const lengths = REEL_STRIPS.map(
      (_, reel) => spinStrip(reel, windows[0]![reel]!, windows[1]![reel]!).length,
    );
    for (let reel = 1; reel < lengths.length; reel++) {
      expect(lengths[reel]).toBeGreaterThan(lengths[reel - 1]!);
    }
  });

  it('speeds up, rolls at a constant speed, bumps a little past its stop and settles on it', () => {
    expect(reelEase(0)).toBe(0);
    expect(reelEase(1)).toBe(1);
    const step = (p: number) => reelEase(p + 0.01) - reelEase(p);
    expect(step(0.3)).toBeCloseTo(step(0.6), 10);
    expect(step(0.01)).toBeLessThan(step(0.3));
    const landing = Array.from({ length: 101 }, (_, i) =>
      reelEase(REEL_PHASES.down + ((1 - REEL_PHASES.down) * i) / 100),
    );
    expect(Math.max(...landing)).toBeGreaterThan(1);
    expect(Math.max(...landing)).toBeLessThan(1.02);
    // Never back past where the landing began: no jump up the reel.
    expect(Math.min(...landing)).toBeCloseTo(reelEase(REEL_PHASES.down), 10);
  });

  it('rolls by symbols of its own strip', () => {
    const strip = spinStrip(4, windows[0]![4]!, windows[1]![4]!);
    for (const symbol of strip) expect(REEL_STRIPS[4]).toContain(symbol);
  });
});

describe('the win lines', () => {
  it('run through the centres of their cells on a 500 × 300 grid', () => {
    expect(linePoints(0)).toBe('50,150 150,150 250,150 350,150 450,150');
    expect(linePoints(3)).toBe('50,50 150,150 250,250 350,150 450,50');
    for (let line = 0; line < PAYLINES.length; line++) {
      expect(linePoints(line).split(' ')).toHaveLength(5);
    }
  });

  it('light the cells of each paying run only, from the left', () => {
    expect([...payingCells([{ line: 3, count: 3 }])]).toEqual(['0:0', '1:1', '2:2']);
    expect(
      payingCells([
        { line: 0, count: 5 },
        { line: 1, count: 3 },
      ]).size,
    ).toBe(8);
  });
});

describe('the result sentence', () => {
  it('calls a round won only when it paid more than its stake, and celebrates only then', async () => {
    const ctx = panelContext(ROULETTE, silentSounds());
    const sentence = (stake: number, win: number) =>
      winSentence(
        ctx,
        settledRound(ROULETTE, {
          stake,
          win,
          bet: { engine: 'ROULETTE', bets: [{ type: 'RED', amount: stake }] },
          outcome: { engine: 'ROULETTE', number: 1, color: colorOf(1) },
        }),
      );
    expect(sentence(2, 5)).toBe('You won P 3.00: P 5.00 paid (stake P 2.00).');
    // A split that pays back exactly the stake is no win.
    expect(sentence(2, 2)).toBe('Even: P 2.00 paid back, no gain, no loss (stake P 2.00).');
    expect(sentence(2, 0.5)).toBe('P 0.50 paid back (stake P 2.00).');
    expect(sentence(2, 0)).toBe('No win this time (stake P 2.00).');
    expect(translator('ID').t('resultEven', { win: 'P 2.00', stake: 'P 2.00' })).toBe(
      'Impas: dibayar kembali P 2.00, tidak untung, tidak rugi (taruhan P 2.00).',
    );

    const stage = document.createElement('div');
    document.body.append(stage);
    reduce(true);
    await celebrateRound(stage, { stake: 2, win: 2 }, ctx);
    expect(stage.querySelector('.celebrate-amount')).toBeNull();
    await celebrateRound(stage, { stake: 2, win: 2.01 }, ctx);
    expect(stage.querySelector('.celebrate-amount')?.textContent).toBe('P 2.01');
  });
});

describe('the win celebration', () => {
  it('grows with the win as a multiple of the stake', () => {
    expect(celebration(0, 1)).toEqual({ tier: 'none', coins: 0, countUpMs: 0 });
    expect(celebration(0.4, 1).tier).toBe('win');
    expect(celebration(10, 1).tier).toBe('big');
    expect(celebration(25, 1).tier).toBe('mega');
    expect(celebration(2, 1).coins).toBeLessThan(celebration(9, 1).coins);
    expect(celebration(1000, 1).coins).toBe(48);
  });
});

describe('the roulette wheel', () => {
  it('has the 37 pockets of a European wheel, red and black alternating after the zero', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    const colours = WHEEL_ORDER.slice(1).map(colorOf);
    colours.forEach((colour, i) => expect(colour).toBe(i % 2 === 0 ? 'RED' : 'BLACK'));
  });

  it('puts each number at its pocket’s angle, clockwise from the zero', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(360 / 37);
    expect(pocketAngle(26)).toBeCloseTo((36 * 360) / 37);
  });

  it('brings the ball to rest on the drawn number after its laps, from wherever it is', () => {
    for (let n = 0; n <= 36; n++) {
      for (const from of [0, 123.4, -777, 5000]) {
        const to = ballTravel(n, from, 4);
        expect(numberAt(to), `${n} from ${from}`).toBe(n);
        expect(to).toBeLessThanOrEqual(from - 4 * 360);
        expect(to).toBeGreaterThan(from - 5 * 360);
      }
    }
  });
});

describe('the dice roll', () => {
  it('ends on the roll exactly, within 0.00-99.99 on the way', () => {
    expect(rollingValue(12.34, 65.07, 1, 0.5)).toBe(65.07);
    for (const p of [0, 0.3, 0.9]) {
      for (const jitter of [-0.5, 0.5]) {
        const value = rollingValue(99, 0.5, p, jitter);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(99.99);
      }
    }
  });

  it('shows the sixth of 0.00-99.99 the roll fell in as the die’s face, one to six pips', () => {
    expect([0, 16.66, 16.67, 33.33, 33.34, 50, 66.67, 83.34, 99.99].map(faceOfRoll)).toEqual([
      1, 1, 2, 2, 3, 4, 5, 6, 6,
    ]);
    // Every roll the engine can draw has a face, and a higher roll never shows fewer pips.
    let last = 1;
    for (let hundredths = 0; hundredths < 10_000; hundredths++) {
      const face = faceOfRoll(hundredths / 100);
      expect(face).toBeGreaterThanOrEqual(last);
      expect(face).toBeLessThanOrEqual(6);
      last = face;
    }
  });

  it('lands the tumbling die on the roll’s face, whatever the roll', async () => {
    reduce(false);
    quarterSecondFrames();
    const view = rollView();
    for (const [roll, face] of [
      [3.21, 1],
      [27.5, 2],
      [41.08, 3],
      [58.9, 4],
      [70, 5],
      [99.5, 6],
    ] as const) {
      await rollTo(roll, 50, view);
      expect(pipsOf(view.die.element), `roll ${roll}`).toBe(face);
      expect(view.number.textContent).toBe(roll.toFixed(2));
    }
  });
});

describe('the sound toggle', () => {
  const audioContexts = () => {
    const created = vi.fn();
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      sampleRate = 8000;
      destination = {};
      constructor() {
        created();
      }
      createOscillator = () => ({
        type: 'sine',
        frequency: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
        start: vi.fn(),
        stop: vi.fn(),
      });
      createGain = () => ({
        gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
        connect: (next: unknown) => next,
      });
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    return created;
  };

  it('is off by default, and remembers the player’s choice', () => {
    expect(soundPreference.read()).toBe(false);
    soundPreference.write(true);
    expect(localStorage.getItem('house.sound')).toBe('on');
    expect(soundPreference.read()).toBe(true);
    soundPreference.write(false);
    expect(soundPreference.read()).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
    };
    expect(soundPreference.read(blocked)).toBe(false);
  });

  it('is a labelled button whose aria-pressed follows the choice, kept after a reload', () => {
    audioContexts();
    const button = soundToggle(createSounds(), 'Sound');
    expect(button.textContent).toBe('Sound');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    // The next page opens with sound on.
    expect(soundToggle(createSounds(), 'Sound').getAttribute('aria-pressed')).toBe('true');
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(localStorage.getItem('house.sound')).toBe('off');
  });

  it('creates no AudioContext until the player turns sound on', () => {
    const created = audioContexts();
    const sounds = createSounds();
    sounds.spin();
    sounds.reelStop();
    sounds.win();
    expect(created).not.toHaveBeenCalled();
    soundToggle(sounds, 'Sound').click();
    expect(created).toHaveBeenCalledTimes(1);
  });
});

describe('the slot’s reveal', () => {
  const quiet = silentSounds();
  const panel = () => {
    const slot = slotPanel(panelContext(SLOT, quiet));
    document.body.append(slot.controls);
    return slot;
  };
  /** A round as the platform answers it, on the window at these stops. */
  const roundAt = (stops: number[]): HouseRound => {
    const reels = windowAt(stops);
    const lines = payingLines(reels).map((l) => ({ ...l, win: l.multiplier * 0.1 }));
    const win = Math.round(lines.reduce((sum, l) => sum + l.win, 0) * 100) / 100;
    return settledRound(SLOT, {
      win,
      bet: { engine: 'SLOT', lineBet: 0.1 },
      outcome: { engine: 'SLOT', reels, lines },
    });
  };
  const shownSymbols = () =>
    Array.from(document.querySelectorAll('.reel'), (reel) =>
      Array.from(reel.querySelectorAll('.cell'), (cell) => cell.getAttribute('data-symbol')),
    );

  it('with reduced motion shows the result at once: no frame is animated', async () => {
    reduce(true);
    expect(reducedMotion()).toBe(true);
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const round = roundAt([3, 9, 14, 20, 30]);
    const sentence = await panel().reveal(round);
    expect(frames).not.toHaveBeenCalled();
    expect(shownSymbols()).toEqual(round.outcome.engine === 'SLOT' && round.outcome.reels);
    expect(sentence).toContain('paid back (stake P 1.00).');
  });

  it('spins the reels, stopping them in turn, and lands on the drawn window', async () => {
    reduce(false);
    quarterSecondFrames();
    const slot = panel();
    // Four paying lines (Q × 5, A × 3, Q × 3, J × 5).
    const round = roundAt([0, 4, 1, 5, 24]);
    const revealed = slot.reveal(round);
    // While it spins each reel holds a long strip.
    await vi.waitFor(() =>
      expect(
        document.querySelectorAll('.reel')[4]!.querySelectorAll('.cell').length,
      ).toBeGreaterThan(20),
    );
    await revealed;
    expect(quiet.reelStop).toHaveBeenCalledTimes(5);
    expect(shownSymbols()).toEqual(round.outcome.engine === 'SLOT' && round.outcome.reels);
    expect(document.querySelectorAll('.win-line')).toHaveLength(4);
    expect(
      Array.from(document.querySelectorAll('.win-line'), (line) => line.getAttribute('points')),
    ).toContain(linePoints(1));
    expect(document.querySelectorAll('.cell.paying')).toHaveLength(
      payingCells([
        { line: 1, count: 5 },
        { line: 2, count: 3 },
        { line: 5, count: 3 },
        { line: 7, count: 5 },
      ]).size,
    );
    // The win is counted up over the reels.
    expect(document.querySelector('.celebrate-amount')?.textContent).toBe(
      `P ${round.win.toFixed(2)}`,
    );
  });
});

describe('the slot page while its reels spin', () => {
  afterEach(closePage);

  it('keeps the button disabled, plays once however often it is pressed, and announces the result when the reels land', async () => {
    reduce(false);
    // Frames are let through one by one here, so the spin is caught half way.
    const frames: FrameRequestCallback[] = [];
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => frames.push(step));
    const drawn = windowAt([0, 4, 1, 5, 24]);
    const round = settledRound(SLOT, {
      bet: { engine: 'SLOT', lineBet: 0.1 },
      outcome: { engine: 'SLOT', reels: drawn, lines: [] },
    });
    const spin = await openPage('EN', {
      play: ok({ round, state: stateWith('b'.repeat(64), 49, SLOT) }),
      states: [stateWith('a'.repeat(64), 50, SLOT)],
    });
    const result = document.querySelector('.result[aria-live="polite"]')!;
    spin.click();
    await vi.waitFor(() => expect(frames.length).toBeGreaterThan(0));
    expect(spin.disabled).toBe(true);
    spin.click();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(result.textContent).toBe('');
    // The balance is not given away before the reels land either.
    expect(document.querySelector('.balance-value')?.textContent).toBe('P 50.00');

    while (frames.length) {
      now += 200;
      frames.shift()!(now);
      await Promise.resolve();
    }
    await vi.waitFor(() => expect(result.textContent).toBe('No win this time (stake P 1.00).'));
    expect(spin.disabled).toBe(false);
    expect(sent.filter((s) => s.call === 'POST /house/api/rounds')).toHaveLength(1);
    expect(document.querySelector('.balance-value')?.textContent).toBe('P 49.00');

    // Space on the page (no control focused) plays the next round.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await vi.waitFor(() =>
      expect(sent.filter((s) => s.call === 'POST /house/api/rounds')).toHaveLength(2),
    );
  });
});

describe('with reduced motion', () => {
  const noSounds = silentSounds();

  it('the wheel puts the ball in the drawn pocket at once, without a frame or the ball’s sound', async () => {
    reduce(true);
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const wheel = rouletteWheel('Roulette wheel');
    document.body.append(wheel.element);
    await wheel.spinTo(17, noSounds);
    expect(frames).not.toHaveBeenCalled();
    expect(noSounds.ball).not.toHaveBeenCalled();
    expect(wheel.element.querySelector('.pocket.landed')?.getAttribute('data-number')).toBe('17');
    const arm = wheel.element.querySelector('.ball-arm')!.getAttribute('transform');
    expect(arm).toBe(`rotate(${pocketAngle(17).toFixed(2)})`);
  });

  it('the dice do not tumble', async () => {
    reduce(true);
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const view = rollView();
    await rollTo(65.07, 12, view);
    expect(frames).not.toHaveBeenCalled();
    expect(view.die.element.classList.contains('tumbling')).toBe(false);
    expect(pipsOf(view.die.element)).toBe(faceOfRoll(65.07));
  });

  it('the dice game shows the roll’s face on the die at once, revealed or restored', async () => {
    reduce(true);
    const frames = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frames);
    const dice = dicePanel(panelContext(DICE, noSounds));
    document.body.append(dice.controls);
    const roundOf = (roll: number) =>
      settledRound(DICE, {
        bet: { engine: 'DICE', stake: 1, target: 50, direction: 'OVER' },
        outcome: { engine: 'DICE', roll, multiplier: 1.98 },
      });
    const shownDie = () => document.querySelector('.die')!;
    await dice.reveal(roundOf(8.12));
    expect(frames).not.toHaveBeenCalled();
    expect(pipsOf(shownDie())).toBe(1);
    dice.show(roundOf(91.4));
    expect(pipsOf(shownDie())).toBe(6);
    expect(noSounds.diceRoll).not.toHaveBeenCalled();
  });
});

describe('the roulette’s last numbers', () => {
  afterEach(closePage);

  it('follow the list of rounds, newest first, each round once (after a reload too)', async () => {
    const spun = (roundKey: string, number: number) =>
      settledRound(ROULETTE, {
        roundKey,
        bet: { engine: 'ROULETTE', bets: [{ type: 'RED', amount: 1 }] },
        outcome: { engine: 'ROULETTE', number, color: colorOf(number) },
      });
    await openPage('EN', {
      play: ok(null),
      states: [stateWith('a'.repeat(64), 50, ROULETTE)],
      rounds: [spun('r3', 17), spun('r2', 0), spun('r1', 17)],
    });
    const strip = () =>
      Array.from(document.querySelectorAll('.recent-numbers li'), (li) => li.textContent);
    await vi.waitFor(() => expect(strip()).toEqual(['17', '0', '17']));
    expect(document.querySelector('.landed-number')?.textContent).toBe('17');
    expect(document.querySelector('.wheel .pocket.landed')?.getAttribute('data-number')).toBe('17');
  });
});
