import {
  EVEN_MONEY,
  NUMBERS,
  ballRow,
  dragonTigerTie,
  playBuilder,
  range,
  text,
  twoSidedBallRow,
  twoSidedSumRow,
} from './common.js';
import { hit, numbersRow, type LottPlay, type LottRow } from './types.js';

/** LF (福彩3D): three digits 0-9, index 0 the hundreds. */

const POSITIONS = [
  text('Hundreds', 'Ratusan'),
  text('Tens', 'Puluhan'),
  text('Units', 'Satuan'),
] as const;
const DIGITS = range(3);
const SPACE = 1000;

const digitRows = (minPicks: number): LottRow[] =>
  DIGITS.map((i) => ballRow(POSITIONS[i]!, i, 0, 9, minPicks));

const play = playBuilder('LF');

export const LF_PLAYS: readonly LottPlay[] = [
  play(3601, 'Lott', 'Straight', 'Last3Straight_LF', ['3D straight', '3D langsung'], {
    rows: digitRows(1),
    formula: { kind: 'direct', distinct: false },
    prizes: [hit(1, SPACE)],
    rules: [
      'Pick digits for the hundreds, tens and units; one bet is one digit from each row. It wins when all three match in order.',
      'Pilih angka untuk ratusan, puluhan dan satuan; satu taruhan adalah satu angka dari tiap baris. Menang bila ketiganya sama berurutan.',
    ],
  }),
  play(3602, 'Lott', 'Group', 'Group3_LF', ['Group 3', 'Grup 3'], {
    rows: [numbersRow(NUMBERS, 0, 9, { min: 2 })],
    formula: { kind: 'group3', indices: DIGITS },
    prizes: [hit(3, SPACE)],
    rules: [
      'Pick at least two digits; each bet is one picked digit twice and another once, n(n−1) bets. It wins when the draw is exactly that pair and single, in any order.',
      'Pilih minimal dua angka; tiap taruhan adalah satu angka dua kali dan angka lain sekali, n(n−1) taruhan. Menang bila hasil tepat pasangan dan tunggal itu, urutan bebas.',
    ],
  }),
  play(3603, 'Lott', 'Group', 'Group6_LF', ['Group 6', 'Grup 6'], {
    rows: [numbersRow(NUMBERS, 0, 9, { min: 3 })],
    formula: { kind: 'subset', indices: DIGITS, size: 3 },
    prizes: [hit(6, SPACE)],
    rules: [
      'Pick at least three digits; each set of three is a bet, C(n,3) bets. It wins when the draw is that set, all different, in any order.',
      'Pilih minimal tiga angka; tiap kombinasi tiga angka satu taruhan, C(n,3) taruhan. Menang bila hasil adalah kombinasi itu, semua berbeda, urutan bebas.',
    ],
  }),
  play(
    3604,
    'Lott',
    'Any_Position',
    'AnyPosition1_LF',
    ['1 number any position', '1 angka posisi bebas'],
    {
      rows: [numbersRow(NUMBERS, 0, 9)],
      formula: { kind: 'subset', indices: DIGITS, size: 1 },
      prizes: [hit(271, SPACE)],
      rules: [
        'Pick digits; every digit is a bet and wins when it is drawn in any position (once, however often it appears).',
        'Pilih angka; tiap angka satu taruhan dan menang bila keluar di posisi mana saja (sekali, berapa pun kemunculannya).',
      ],
    },
  ),
  play(
    3605,
    'Lott',
    'Any_Position',
    'AnyPosition2_LF',
    ['2 numbers any position', '2 angka posisi bebas'],
    {
      rows: [numbersRow(NUMBERS, 0, 9, { min: 2 })],
      formula: { kind: 'subset', indices: DIGITS, size: 2 },
      prizes: [hit(54, SPACE)],
      rules: [
        'Pick at least two digits; each pair is a bet, C(n,2) bets. It wins when both digits are drawn in any positions.',
        'Pilih minimal dua angka; tiap pasangan satu taruhan, C(n,2) taruhan. Menang bila kedua angka keluar di posisi mana saja.',
      ],
    },
  ),
  play(3606, 'Lott', 'Fixed', 'FixedPlace_LF', ['Fixed position', 'Posisi tetap'], {
    rows: digitRows(0),
    formula: { kind: 'each' },
    prizes: [hit(1, 10)],
    rules: [
      'Pick digits in any positions; every digit is a bet and wins when its position draws it.',
      'Pilih angka di posisi mana saja; tiap angka satu taruhan dan menang bila posisinya mengeluarkan angka itu.',
    ],
  }),
  play(3607, 'Elott', 'Two_Side', 'Two_Side_LF', ['Two sides per digit', 'Dua sisi per angka'], {
    rows: DIGITS.map((i) => twoSidedBallRow(POSITIONS[i]!, i, { bigFrom: 5 })),
    formula: { kind: 'each' },
    prizes: [EVEN_MONEY],
    rules: [
      'For any digit pick big (5-9), small (0-4), odd or even; every pick is a bet.',
      'Untuk angka mana saja pilih besar (5-9), kecil (0-4), ganjil atau genap; tiap pilihan satu taruhan.',
    ],
  }),
  play(
    3608,
    'Elott',
    'Two_Side',
    'SumTwoSided_LF',
    ['Total big/small/odd/even', 'Total besar/kecil/ganjil/genap'],
    {
      rows: [twoSidedSumRow(text('Total', 'Total'), DIGITS, { bigFrom: 14 })],
      formula: { kind: 'each' },
      prizes: [EVEN_MONEY],
      rules: [
        'Bet on the sum of the three digits: big 14-27, small 0-13, odd or even.',
        'Taruhan pada jumlah tiga angka: besar 14-27, kecil 0-13, ganjil atau genap.',
      ],
    },
  ),
  play(
    3609,
    'Elott',
    'Dragon_Tiger',
    'DragonTigerTie_LF',
    ['Dragon tiger tie', 'Naga macan seri'],
    {
      ...dragonTigerTie(text('Hundreds vs units', 'Ratusan vs satuan'), 0, 2),
      rules: [
        'Compare the hundreds with the units: dragon when higher, tiger when lower, tie when equal. Dragon and tiger lose on a tie.',
        'Bandingkan ratusan dengan satuan: naga bila lebih tinggi, macan bila lebih rendah, seri bila sama. Naga dan macan kalah bila seri.',
      ],
    },
  ),
];
