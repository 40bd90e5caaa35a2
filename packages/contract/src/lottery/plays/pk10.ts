import { EVEN_MONEY, ballRow, sumPrizes, text, twoSidedBallRow, twoSidedSumRow } from './common.js';
import { hit, namedRow, numbersRow, prize, type LottPlay } from './types.js';

/** PK10: the finishing order of cars 1-10; index 0 is the champion. */

const rank = (i: number) => text(`Rank ${i + 1}`, `Peringkat ${i + 1}`);
const ranks = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, k) => from + k);

/** Ordered champion/runner-up pairs per sum 3..19 (90 in all). */
const SUM_WAYS = [2, 2, 4, 4, 6, 6, 8, 8, 10, 8, 8, 6, 6, 4, 4, 2, 2];

const fixed = (playId: number, playCode: string, from: number, to: number): LottPlay => ({
  playId,
  family: 'PK10',
  mode: 'Lott',
  groupCode: 'Fixed',
  playCode,
  name: text(`Fixed position ${from + 1}-${to + 1}`, `Posisi tetap ${from + 1}-${to + 1}`),
  rows: ranks(from, to).map((i) => ballRow(rank(i), i, 1, 10, 0)),
  formula: { kind: 'each' },
  prizes: [hit(1, 10)],
  rules: text(
    `Pick cars for ranks ${from + 1} to ${to + 1}; every car is a bet and wins when it finishes in that rank.`,
    `Pilih mobil untuk peringkat ${from + 1} sampai ${to + 1}; tiap mobil satu taruhan dan menang bila finis di peringkat itu.`,
  ),
});

const straight = (playId: number, playCode: string, size: number, space: number): LottPlay => ({
  playId,
  family: 'PK10',
  mode: 'Lott',
  groupCode: `Top_${size}`,
  playCode,
  name: text(`Top ${size} straight`, `${size} teratas langsung`),
  rows: ranks(0, size - 1).map((i) => ballRow(rank(i), i, 1, 10)),
  formula: { kind: 'direct', distinct: true },
  prizes: [hit(1, space)],
  rules: text(
    `Pick cars for the first ${size} ranks; one bet is one different car per rank. It wins when they finish exactly in that order.`,
    `Pilih mobil untuk ${size} peringkat pertama; satu taruhan adalah satu mobil berbeda per peringkat. Menang bila finis tepat dengan urutan itu.`,
  ),
});

export const PK10_PLAYS: readonly LottPlay[] = [
  fixed(1462, 'First5Fixed_PK10', 0, 4),
  fixed(1463, 'Last5Fixed_PK10', 5, 9),
  straight(1458, 'First2Straight_PK10', 2, 90),
  straight(1459, 'First3Straight_PK10', 3, 720),
  {
    playId: 1464,
    family: 'PK10',
    mode: 'Lott',
    groupCode: 'Sum',
    playCode: 'ChampionRunnerUpSum_PK10',
    name: text('Champion + runner-up sum', 'Jumlah juara + runner-up'),
    rows: [numbersRow(text('Sum', 'Jumlah'), 3, 19, { subject: { of: 'sum', indices: [0, 1] } })],
    formula: { kind: 'each' },
    prizes: sumPrizes(3, SUM_WAYS, 90),
    rules: text(
      'Pick sums 3-19 of the champion and runner-up cars; every sum is a bet, paid by how rare it is.',
      'Pilih jumlah 3-19 dari mobil juara dan runner-up; tiap jumlah satu taruhan, dibayar sesuai peluangnya.',
    ),
  },
  {
    playId: 3101,
    family: 'PK10',
    mode: 'Elott',
    groupCode: 'Two_Side',
    playCode: 'Two_Side_PK10',
    name: text('Two sides per rank', 'Dua sisi per peringkat'),
    rows: ranks(0, 9).map((i) => twoSidedBallRow(rank(i), i, { bigFrom: 6 })),
    formula: { kind: 'each' },
    prizes: [EVEN_MONEY],
    rules: text(
      'For any rank pick big (6-10), small (1-5), odd or even; every pick is a bet.',
      'Untuk peringkat mana saja pilih besar (6-10), kecil (1-5), ganjil atau genap; tiap pilihan satu taruhan.',
    ),
  },
  {
    playId: 3102,
    family: 'PK10',
    mode: 'Elott',
    groupCode: 'Sum',
    playCode: 'ChampionRunnerUpTwoSided_PK10',
    name: text(
      'Champion + runner-up big/small/odd/even',
      'Juara + runner-up besar/kecil/ganjil/genap',
    ),
    rows: [twoSidedSumRow(text('Sum', 'Jumlah'), [0, 1], { bigFrom: 12 })],
    formula: { kind: 'each' },
    prizes: [
      prize(
        'BIG_EVEN',
        text('Big or even', 'Besar atau genap'),
        { win: 40, space: 90 },
        {
          picks: ['BIG', 'EVEN'],
        },
      ),
      prize(
        'SMALL_ODD',
        text('Small or odd', 'Kecil atau ganjil'),
        { win: 50, space: 90 },
        {
          picks: ['SMALL', 'ODD'],
        },
      ),
    ],
    rules: text(
      'Bet on the sum of the champion and runner-up: big 12-19, small 3-11, odd or even. Big and even are rarer and pay more.',
      'Taruhan pada jumlah juara dan runner-up: besar 12-19, kecil 3-11, ganjil atau genap. Besar dan genap lebih jarang dan dibayar lebih.',
    ),
  },
  {
    playId: 3103,
    family: 'PK10',
    mode: 'Elott',
    groupCode: 'Dragon_Tiger',
    playCode: 'DragonTiger_PK10',
    name: text('Dragon tiger', 'Naga macan'),
    rows: ranks(0, 4).map((i) =>
      namedRow(
        text(`Rank ${i + 1} vs ${10 - i}`, `Peringkat ${i + 1} vs ${10 - i}`),
        ['DRAGON', 'TIGER'],
        { of: 'compare', a: i, b: 9 - i },
      ),
    ),
    formula: { kind: 'each' },
    prizes: [EVEN_MONEY],
    rules: text(
      'Compare rank 1 with 10, 2 with 9 … 5 with 6: dragon when the first car number is higher, tiger when lower.',
      'Bandingkan peringkat 1 dengan 10, 2 dengan 9 … 5 dengan 6: naga bila nomor mobil pertama lebih tinggi, macan bila lebih rendah.',
    ),
  },
];
