import {
  EVEN_MONEY,
  NUMBERS,
  ballRow,
  dragonTigerTie,
  text,
  twoSidedBallRow,
  twoSidedSumRow,
} from './common.js';
import { hit, numbersRow, type LottPlay, type LottRow } from './types.js';

/** SSC (时时彩): 5 digits 0-9, index 0 the ten thousands. CHAIN plays these too. */

const POSITIONS = [
  text('Ten thousands', 'Puluh ribu'),
  text('Thousands', 'Ribuan'),
  text('Hundreds', 'Ratusan'),
  text('Tens', 'Puluhan'),
  text('Units', 'Satuan'),
] as const;

const digitRows = (indices: readonly number[], minPicks = 1): LottRow[] =>
  indices.map((i) => ballRow(POSITIONS[i]!, i, 0, 9, minPicks));

const DIGIT_TRAITS = { bigFrom: 5 } as const;

const straight3 = (
  playId: number,
  groupCode: string,
  playCode: string,
  indices: readonly number[],
  where: { EN: string; ID: string },
): LottPlay => ({
  playId,
  family: 'SSC',
  mode: 'Lott',
  groupCode,
  playCode,
  name: text(`${where.EN} 3 straight`, `3D ${where.ID} langsung`),
  rows: digitRows(indices),
  formula: { kind: 'direct', distinct: false },
  prizes: [hit(1, 1000)],
  rules: text(
    `Pick digits for the ${where.EN.toLowerCase()} three positions; one bet is one digit from each row. It wins when all three match in order.`,
    `Pilih angka untuk tiga posisi ${where.ID.toLowerCase()}; satu taruhan adalah satu angka dari tiap baris. Menang bila ketiganya sama berurutan.`,
  ),
});

export const SSC_PLAYS: readonly LottPlay[] = [
  {
    playId: 31,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Five_Star',
    playCode: 'FiveStarStraight',
    name: text('5 star straight', '5D langsung'),
    rows: digitRows([0, 1, 2, 3, 4]),
    formula: { kind: 'direct', distinct: false },
    prizes: [hit(1, 100_000)],
    rules: text(
      'Pick at least one digit in each of the five positions; one bet is one digit from each row. It wins when all five match in order.',
      'Pilih minimal satu angka di tiap lima posisi; satu taruhan adalah satu angka dari tiap baris. Menang bila kelimanya sama berurutan.',
    ),
  },
  straight3(40, 'Front_3', 'First3Straight', [0, 1, 2], { EN: 'Front', ID: 'Depan' }),
  straight3(50, 'Middle_3', 'Middle3Straight', [1, 2, 3], { EN: 'Middle', ID: 'Tengah' }),
  straight3(21, 'Last_3', 'Last3Straight', [2, 3, 4], { EN: 'Last', ID: 'Belakang' }),
  {
    playId: 23,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Last_3',
    playCode: 'Last3Group3',
    name: text('Last 3 group 3', '3D belakang grup 3'),
    rows: [numbersRow(NUMBERS, 0, 9, { min: 2 })],
    formula: { kind: 'group3', indices: [2, 3, 4] },
    prizes: [hit(3, 1000)],
    rules: text(
      'Pick at least two digits; each bet is one picked digit twice and another once, n(n−1) bets. It wins when the last three digits are exactly that pair and single, in any order.',
      'Pilih minimal dua angka; tiap taruhan adalah satu angka dua kali dan angka lain sekali, n(n−1) taruhan. Menang bila tiga angka terakhir tepat pasangan dan tunggal itu, urutan bebas.',
    ),
  },
  {
    playId: 24,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Last_3',
    playCode: 'Last3Group6',
    name: text('Last 3 group 6', '3D belakang grup 6'),
    rows: [numbersRow(NUMBERS, 0, 9, { min: 3 })],
    formula: { kind: 'subset', indices: [2, 3, 4], size: 3 },
    prizes: [hit(6, 1000)],
    rules: text(
      'Pick at least three digits; each set of three is a bet, C(n,3) bets. It wins when the last three digits are that set, all different, in any order.',
      'Pilih minimal tiga angka; tiap kombinasi tiga angka satu taruhan, C(n,3) taruhan. Menang bila tiga angka terakhir adalah kombinasi itu, semua berbeda, urutan bebas.',
    ),
  },
  {
    playId: 15,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Two_Star',
    playCode: 'Last2Straight',
    name: text('Last 2 straight', '2D belakang langsung'),
    rows: digitRows([3, 4]),
    formula: { kind: 'direct', distinct: false },
    prizes: [hit(1, 100)],
    rules: text(
      'Pick digits for the tens and the units; it wins when both match in order.',
      'Pilih angka untuk puluhan dan satuan; menang bila keduanya sama berurutan.',
    ),
  },
  {
    playId: 16,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Two_Star',
    playCode: 'Last2Group',
    name: text('Last 2 group', '2D belakang grup'),
    rows: [numbersRow(NUMBERS, 0, 9, { min: 2 })],
    formula: { kind: 'subset', indices: [3, 4], size: 2 },
    prizes: [hit(2, 100)],
    rules: text(
      'Pick at least two digits; each pair is a bet, C(n,2) bets. It wins when the tens and units are that pair in any order; a double does not win.',
      'Pilih minimal dua angka; tiap pasangan satu taruhan, C(n,2) taruhan. Menang bila puluhan dan satuan adalah pasangan itu, urutan bebas; angka kembar tidak menang.',
    ),
  },
  {
    playId: 14,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'Fixed',
    playCode: 'FixedPlace',
    name: text('Fixed position', 'Posisi tetap'),
    rows: digitRows([0, 1, 2, 3, 4], 0),
    formula: { kind: 'each' },
    prizes: [hit(1, 10)],
    rules: text(
      'Pick digits in any positions; every digit is a bet and wins when its position draws it.',
      'Pilih angka di posisi mana saja; tiap angka satu taruhan dan menang bila posisinya mengeluarkan angka itu.',
    ),
  },
  {
    playId: 63,
    family: 'SSC',
    mode: 'Lott',
    groupCode: 'BSOE',
    playCode: 'Last2BSOE',
    name: text('Last 2 big/small/odd/even', '2D belakang besar/kecil/ganjil/genap'),
    rows: [3, 4].map((i) => ({ ...twoSidedBallRow(POSITIONS[i]!, i, DIGIT_TRAITS), minPicks: 1 })),
    formula: { kind: 'direct', distinct: false },
    prizes: [hit(1, 4)],
    rules: text(
      'Pick big (5-9), small (0-4), odd or even for the tens and for the units; one bet is one pick from each row. It wins when both hold.',
      'Pilih besar (5-9), kecil (0-4), ganjil atau genap untuk puluhan dan satuan; satu taruhan adalah satu pilihan dari tiap baris. Menang bila keduanya benar.',
    ),
  },
  {
    playId: 3001,
    family: 'SSC',
    mode: 'Elott',
    groupCode: 'Two_Side',
    playCode: 'Combined_ENT',
    name: text('Two sides per ball', 'Dua sisi per bola'),
    rows: [0, 1, 2, 3, 4].map((i) => twoSidedBallRow(POSITIONS[i]!, i, DIGIT_TRAITS)),
    formula: { kind: 'each' },
    prizes: [EVEN_MONEY],
    rules: text(
      'For any ball pick big (5-9), small (0-4), odd or even; every pick is a bet.',
      'Untuk bola mana saja pilih besar (5-9), kecil (0-4), ganjil atau genap; tiap pilihan satu taruhan.',
    ),
  },
  {
    playId: 3002,
    family: 'SSC',
    mode: 'Elott',
    groupCode: 'Two_Side',
    playCode: 'SumTwoSided',
    name: text('Total big/small/odd/even', 'Total besar/kecil/ganjil/genap'),
    rows: [twoSidedSumRow(text('Total', 'Total'), [0, 1, 2, 3, 4], { bigFrom: 23 })],
    formula: { kind: 'each' },
    prizes: [EVEN_MONEY],
    rules: text(
      'Bet on the sum of the five digits: big 23-45, small 0-22, odd or even.',
      'Taruhan pada jumlah lima angka: besar 23-45, kecil 0-22, ganjil atau genap.',
    ),
  },
  {
    playId: 3003,
    family: 'SSC',
    mode: 'Elott',
    groupCode: 'Dragon_Tiger',
    playCode: 'DragonTigerTie',
    name: text('Dragon tiger tie', 'Naga macan seri'),
    ...dragonTigerTie(text('Ten thousands vs units', 'Puluh ribu vs satuan'), 0, 4),
    rules: text(
      'Compare the ten thousands with the units: dragon when higher, tiger when lower, tie when equal. Dragon and tiger lose on a tie.',
      'Bandingkan puluh ribu dengan satuan: naga bila lebih tinggi, macan bila lebih rendah, seri bila sama. Naga dan macan kalah bila seri.',
    ),
  },
];
