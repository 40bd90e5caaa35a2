import { TWO_SIDED_PICKS } from '../picks.js';
import { NUMBERS, ballRow, range, text, twoSidedBallRow, twoSidedSumRow } from './common.js';
import { choose, hit, namedRow, numbersRow, prize, type LottPlay } from './types.js';

/** 11X5: 5 distinct numbers of 01-11 in drawn order. */

const ball = (i: number) => text(`Ball ${i + 1}`, `Bola ke-${i + 1}`);
const ALL = range(5);

/** Any N (任选): N ≤ 5 wins when the N picks are all drawn; N > 5 when the 5 drawn are all in the N. */
const anyN = (playId: number, n: number): LottPlay => ({
  playId,
  family: '11X5',
  mode: 'Lott',
  groupCode: 'Any',
  playCode: `Any${n}_11X5`,
  name: text(`Any ${n}`, `Bebas ${n}`),
  rows: [numbersRow(NUMBERS, 1, 11, { min: n })],
  formula: { kind: 'subset', indices: ALL, size: n },
  prizes: [hit(n <= 5 ? choose(5, n) : choose(6, n - 5), choose(11, n))],
  rules:
    n <= 5
      ? text(
          `Pick at least ${n} numbers; each set of ${n} is a bet, C(n,${n}) bets. It wins when all ${n} are among the five drawn.`,
          `Pilih minimal ${n} angka; tiap kombinasi ${n} angka satu taruhan, C(n,${n}) taruhan. Menang bila ke-${n} angka ada di antara lima yang keluar.`,
        )
      : text(
          `Pick at least ${n} numbers; each set of ${n} is a bet, C(n,${n}) bets. It wins when the five drawn are all in the set.`,
          `Pilih minimal ${n} angka; tiap kombinasi ${n} angka satu taruhan, C(n,${n}) taruhan. Menang bila kelima angka yang keluar ada di kombinasi itu.`,
        ),
});

const straight = (playId: number, size: number, space: number): LottPlay => ({
  playId,
  family: '11X5',
  mode: 'Lott',
  groupCode: `First_${size}`,
  playCode: `First${size}Straight_11X5`,
  name: text(`First ${size} straight`, `${size} depan langsung`),
  rows: range(size).map((i) => ballRow(ball(i), i, 1, 11)),
  formula: { kind: 'direct', distinct: true },
  prizes: [hit(1, space)],
  rules: text(
    `Pick numbers for the first ${size} balls; one bet is one different number per ball. It wins when they are drawn first in that order.`,
    `Pilih angka untuk ${size} bola pertama; satu taruhan adalah satu angka berbeda per bola. Menang bila keluar pertama dengan urutan itu.`,
  ),
});

const group = (playId: number, size: number, space: number): LottPlay => ({
  playId,
  family: '11X5',
  mode: 'Lott',
  groupCode: `First_${size}`,
  playCode: `First${size}Group_11X5`,
  name: text(`First ${size} group`, `${size} depan grup`),
  rows: [numbersRow(NUMBERS, 1, 11, { min: size })],
  formula: { kind: 'subset', indices: range(size), size },
  prizes: [hit(1, space)],
  rules: text(
    `Pick at least ${size} numbers; each set of ${size} is a bet. It wins when the first ${size} balls are that set in any order.`,
    `Pilih minimal ${size} angka; tiap kombinasi ${size} angka satu taruhan. Menang bila ${size} bola pertama adalah kombinasi itu, urutan bebas.`,
  ),
});

/** The 462 sets of five: 32 sum to 30 (the tie), 215 above, 215 below; 236 odd, 226 even. */
const SUM_SPACE = 462;

export const ELEVEN_FIVE_PLAYS: readonly LottPlay[] = [
  anyN(908, 1),
  anyN(909, 2),
  anyN(910, 3),
  anyN(911, 4),
  anyN(912, 5),
  anyN(3201, 6),
  anyN(3202, 7),
  anyN(3203, 8),
  straight(918, 3, 990),
  group(919, 3, 165),
  straight(3204, 2, 110),
  group(3205, 2, 55),
  {
    playId: 923,
    family: '11X5',
    mode: 'Lott',
    groupCode: 'Fixed',
    playCode: 'FixedPlace_11X5',
    name: text('Fixed position', 'Posisi tetap'),
    rows: ALL.map((i) => ballRow(ball(i), i, 1, 11, 0)),
    formula: { kind: 'each' },
    prizes: [hit(1, 11)],
    rules: text(
      'Pick numbers for any balls; every number is a bet and wins when that ball draws it.',
      'Pilih angka untuk bola mana saja; tiap angka satu taruhan dan menang bila bola itu mengeluarkannya.',
    ),
  },
  {
    playId: 3206,
    family: '11X5',
    mode: 'Elott',
    groupCode: 'Two_Side',
    playCode: 'Two_Side_11X5_ENT',
    name: text('Two sides per ball', 'Dua sisi per bola'),
    rows: ALL.map((i) =>
      twoSidedBallRow(ball(i), i, { bigFrom: 6, tie: { values: [11], refunds: TWO_SIDED_PICKS } }),
    ),
    formula: { kind: 'each' },
    prizes: [hit(5, 11, 1)],
    rules: text(
      'For any ball pick big (6-10), small (1-5), odd or even; every pick is a bet. An 11 is a tie: the bet is refunded.',
      'Untuk bola mana saja pilih besar (6-10), kecil (1-5), ganjil atau genap; tiap pilihan satu taruhan. Angka 11 seri: taruhan dikembalikan.',
    ),
  },
  {
    playId: 3207,
    family: '11X5',
    mode: 'Elott',
    groupCode: 'Two_Side',
    playCode: 'SumTwoSided_11X5',
    name: text('Total big/small/odd/even', 'Total besar/kecil/ganjil/genap'),
    rows: [
      twoSidedSumRow(text('Total', 'Total'), ALL, {
        bigFrom: 31,
        tie: { values: [30], refunds: ['BIG', 'SMALL'] },
      }),
    ],
    formula: { kind: 'each' },
    prizes: [
      prize(
        'BIG_SMALL',
        text('Big or small', 'Besar atau kecil'),
        {
          win: 215,
          refund: 32,
          space: SUM_SPACE,
        },
        { picks: ['BIG', 'SMALL'] },
      ),
      prize('ODD', text('Odd', 'Ganjil'), { win: 236, space: SUM_SPACE }, { picks: ['ODD'] }),
      prize('EVEN', text('Even', 'Genap'), { win: 226, space: SUM_SPACE }, { picks: ['EVEN'] }),
    ],
    rules: text(
      'Bet on the sum of the five balls: big 31-45, small 15-29, odd or even. A sum of 30 refunds big and small.',
      'Taruhan pada jumlah lima bola: besar 31-45, kecil 15-29, ganjil atau genap. Jumlah 30 mengembalikan taruhan besar dan kecil.',
    ),
  },
  {
    playId: 3208,
    family: '11X5',
    mode: 'Elott',
    groupCode: 'Dragon_Tiger',
    playCode: 'DragonTiger_11X5',
    name: text('Dragon tiger', 'Naga macan'),
    rows: [
      namedRow(text('Ball 1 vs ball 5', 'Bola ke-1 vs bola ke-5'), ['DRAGON', 'TIGER'], {
        of: 'compare',
        a: 0,
        b: 4,
      }),
    ],
    formula: { kind: 'each' },
    prizes: [hit(1, 2)],
    rules: text(
      'Compare the first ball with the fifth: dragon when it is higher, tiger when lower.',
      'Bandingkan bola pertama dengan bola kelima: naga bila lebih tinggi, macan bila lebih rendah.',
    ),
  },
];
