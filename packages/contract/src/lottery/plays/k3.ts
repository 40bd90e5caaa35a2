import {
  NUMBERS,
  PICK_ROW,
  playBuilder,
  sumPrizes,
  text,
  twoSidedSumRow,
  type PlayBody,
} from './common.js';
import { hit, namedRow, numbersRow, type LottPlay } from './types.js';

/** K3 (快3): three dice. */

const DICE = [0, 1, 2];
const SPACE = 216;
/** Results per sum 3..18. */
const SUM_WAYS = [1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1];

const build = playBuilder('K3');
/** Most of K3's plays are Tradition ones: the mode comes last, defaulting to it. */
const play = (
  playId: number,
  groupCode: string,
  playCode: string,
  name: [string, string],
  body: PlayBody,
  mode: LottPlay['mode'] = 'Lott',
): LottPlay => build(playId, mode, groupCode, playCode, name, body);

export const K3_PLAYS: readonly LottPlay[] = [
  play(1917, 'Sum', 'Sum_K3', ['Sum', 'Jumlah'], {
    rows: [numbersRow(text('Sum', 'Jumlah'), 3, 18, { subject: { of: 'sum', indices: DICE } })],
    formula: { kind: 'each' },
    prizes: sumPrizes(3, SUM_WAYS, SPACE),
    rules: [
      'Pick sums 3-18 of the three dice; every sum is a bet, paid by how rare it is.',
      'Pilih jumlah 3-18 dari tiga dadu; tiap jumlah satu taruhan, dibayar sesuai peluangnya.',
    ],
  }),
  play(1920, 'Triple', 'TripleAny_K3', ['Any triple', 'Triple bebas'], {
    rows: [namedRow(PICK_ROW, ['ANY'], { of: 'triple', indices: DICE })],
    formula: { kind: 'each' },
    prizes: [hit(6, SPACE)],
    rules: [
      'One bet on all six triples (111 … 666); it wins when the three dice are equal.',
      'Satu taruhan untuk keenam triple (111 … 666); menang bila ketiga dadu sama.',
    ],
  }),
  play(1919, 'Triple', 'TripleSingle_K3', ['Specific triple', 'Triple tunggal'], {
    rows: [
      numbersRow(text('Triple', 'Triple'), 1, 6, {
        subject: { of: 'triple', indices: DICE },
        showAs: 'triple',
      }),
    ],
    formula: { kind: 'each' },
    prizes: [hit(1, SPACE)],
    rules: [
      'Pick triples; every triple is a bet and wins when all three dice show it.',
      'Pilih triple; tiap triple satu taruhan dan menang bila ketiga dadu menunjukkannya.',
    ],
  }),
  play(1922, 'Three_Different', 'ThreeDifferent_K3', ['Three different', 'Tiga berbeda'], {
    rows: [numbersRow(NUMBERS, 1, 6, { min: 3 })],
    formula: { kind: 'subset', indices: DICE, size: 3 },
    prizes: [hit(6, SPACE)],
    rules: [
      'Pick at least three faces; each set of three is a bet, C(n,3) bets. It wins when the dice show that set.',
      'Pilih minimal tiga mata dadu; tiap kombinasi tiga satu taruhan, C(n,3) taruhan. Menang bila dadu menunjukkan kombinasi itu.',
    ],
  }),
  play(1924, 'Straight', 'StraightAny_K3', ['Any straight', 'Urutan bebas'], {
    rows: [namedRow(PICK_ROW, ['ANY'], { of: 'straight', indices: DICE })],
    formula: { kind: 'each' },
    prizes: [hit(24, SPACE)],
    rules: [
      'One bet on 123, 234, 345 and 456; it wins when the dice show one of them in any order.',
      'Satu taruhan untuk 123, 234, 345 dan 456; menang bila dadu menunjukkan salah satunya, urutan bebas.',
    ],
  }),
  play(1927, 'Pair', 'PairAny_K3', ['Any pair', 'Pasangan bebas'], {
    rows: [
      numbersRow(text('Pair', 'Pasangan'), 1, 6, {
        subject: { of: 'pair', indices: DICE },
        showAs: 'pair',
      }),
    ],
    formula: { kind: 'each' },
    prizes: [hit(16, SPACE)],
    rules: [
      'Pick pairs; every pair is a bet and wins when at least two dice show it (a triple counts).',
      'Pilih pasangan; tiap pasangan satu taruhan dan menang bila minimal dua dadu menunjukkannya (triple termasuk).',
    ],
  }),
  play(1926, 'Pair', 'PairSingle_K3', ['Specific pair', 'Pasangan tunggal'], {
    rows: [
      numbersRow(text('Pair', 'Pasangan'), 1, 6, { showAs: 'pair' }),
      numbersRow(text('Single', 'Tunggal'), 1, 6),
    ],
    formula: { kind: 'pairSingle', indices: DICE },
    prizes: [hit(3, SPACE)],
    rules: [
      'Pick pairs and singles; one bet is a pair with a different single, pairs × singles − same faces. It wins when the dice are exactly that pair and single.',
      'Pilih pasangan dan tunggal; satu taruhan adalah pasangan dengan tunggal berbeda, pasangan × tunggal − mata sama. Menang bila dadu tepat pasangan dan tunggal itu.',
    ],
  }),
  play(1929, 'Two_Different', 'TwoDifferent_K3', ['Two different', 'Dua berbeda'], {
    rows: [numbersRow(NUMBERS, 1, 6, { min: 2 })],
    formula: { kind: 'subset', indices: DICE, size: 2 },
    prizes: [hit(30, SPACE)],
    rules: [
      'Pick at least two faces; each pair of faces is a bet, C(n,2) bets. It wins when both faces are among the dice.',
      'Pilih minimal dua mata dadu; tiap pasangan mata satu taruhan, C(n,2) taruhan. Menang bila kedua mata ada di antara dadu.',
    ],
  }),
  play(
    3301,
    'Two_Side',
    'Combined_K3_ENT',
    ['Big/small/odd/even', 'Besar/kecil/ganjil/genap'],
    {
      rows: [twoSidedSumRow(text('Sum', 'Jumlah'), DICE, { bigFrom: 11 })],
      formula: { kind: 'each' },
      prizes: [hit(108, SPACE)],
      rules: [
        'Bet on the sum of the dice: big 11-18, small 3-10, odd or even. Triples count like any other sum.',
        'Taruhan pada jumlah dadu: besar 11-18, kecil 3-10, ganjil atau genap. Triple dihitung seperti jumlah lain.',
      ],
    },
    'Elott',
  ),
];
