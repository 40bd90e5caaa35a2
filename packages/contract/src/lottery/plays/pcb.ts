import { COMBO_PICKS, EXTREME_PICKS } from '../picks.js';
import { PICK_ROW, playBuilder, sumPrizes, text, twoSidedSumRow } from './common.js';
import { hit, namedRow, numbersRow, prize, type LottPlay, type LottValueTraits } from './types.js';

/** PCB (PC28): three digits 0-9 whose sum 0-27 is the result. */

const DIGITS = [0, 1, 2];
const SPACE = 1000;
/** Results per sum 0..27. */
export const PCB_SUM_WAYS: readonly number[] = [
  1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10,
  6, 3, 1,
];
const SUM_TRAITS: LottValueTraits = {
  bigFrom: 14,
  parity: true,
  combos: true,
  extremes: { smallTo: 5, bigFrom: 22 },
};
const SUM = { of: 'sum', indices: DIGITS, traits: SUM_TRAITS } as const;

const play = playBuilder('PCB');

export const PCB_PLAYS: readonly LottPlay[] = [
  play(1906, 'Lott', 'Sum', 'Sum_PCB', ['Sum', 'Jumlah'], {
    rows: [numbersRow(text('Sum', 'Jumlah'), 0, 27, { subject: SUM })],
    formula: { kind: 'each' },
    prizes: sumPrizes(0, PCB_SUM_WAYS, SPACE),
    rules: [
      'Pick sums 0-27 of the three digits; every sum is a bet, paid by how rare it is.',
      'Pilih jumlah 0-27 dari tiga angka; tiap jumlah satu taruhan, dibayar sesuai peluangnya.',
    ],
  }),
  play(1915, 'Lott', 'Special_3', 'Special3_PCB', ['Special 3', 'Spesial 3'], {
    rows: [numbersRow(text('Sum', 'Jumlah'), 0, 27, { min: 3, max: 3 })],
    formula: { kind: 'bundle', size: 3, subject: SUM, ways: PCB_SUM_WAYS, space: SPACE },
    prizes: [],
    rules: [
      'Pick exactly three sums as one bet; it wins when the sum is any of them. The odds follow the three sums chosen: rarer sums pay more.',
      'Pilih tepat tiga jumlah sebagai satu taruhan; menang bila jumlahnya salah satu dari ketiganya. Odds mengikuti tiga jumlah yang dipilih: jumlah yang jarang dibayar lebih.',
    ],
  }),
  play(
    1909,
    'Elott',
    'Two_Side',
    'Combined_PCB',
    ['Big/small/odd/even', 'Besar/kecil/ganjil/genap'],
    {
      rows: [twoSidedSumRow(text('Sum', 'Jumlah'), DIGITS, SUM_TRAITS)],
      formula: { kind: 'each' },
      prizes: [hit(500, SPACE)],
      rules: [
        'Bet on the sum: big 14-27, small 0-13, odd or even.',
        'Taruhan pada jumlah: besar 14-27, kecil 0-13, ganjil atau genap.',
      ],
    },
  ),
  play(3401, 'Elott', 'Combo', 'Combo_PCB', ['Combos', 'Kombinasi'], {
    rows: [namedRow(PICK_ROW, COMBO_PICKS, SUM)],
    formula: { kind: 'each' },
    prizes: [
      prize(
        'BIG_ODD_SMALL_EVEN',
        text('Big odd or small even', 'Besar ganjil atau kecil genap'),
        {
          win: 231,
          space: SPACE,
        },
        { picks: ['BIG_ODD', 'SMALL_EVEN'] },
      ),
      prize(
        'BIG_EVEN_SMALL_ODD',
        text('Big even or small odd', 'Besar genap atau kecil ganjil'),
        {
          win: 269,
          space: SPACE,
        },
        { picks: ['BIG_EVEN', 'SMALL_ODD'] },
      ),
    ],
    rules: [
      'Bet on big or small and odd or even together: big odd, big even, small odd or small even.',
      'Taruhan pada besar atau kecil sekaligus ganjil atau genap: besar ganjil, besar genap, kecil ganjil atau kecil genap.',
    ],
  }),
  play(1911, 'Elott', 'Extreme', 'Extreme_PCB', ['Extremes', 'Ekstrem'], {
    rows: [namedRow(PICK_ROW, EXTREME_PICKS, SUM)],
    formula: { kind: 'each' },
    prizes: [hit(56, SPACE)],
    rules: [
      'Extreme big wins on a sum of 22-27, extreme small on 0-5.',
      'Sangat besar menang pada jumlah 22-27, sangat kecil pada 0-5.',
    ],
  }),
  play(1914, 'Elott', 'Leopard', 'Leopard_PCB', ['Leopard', 'Kembar tiga'], {
    rows: [namedRow(PICK_ROW, ['ANY'], { of: 'triple', indices: DIGITS })],
    formula: { kind: 'each' },
    prizes: [hit(10, SPACE)],
    rules: [
      'One bet that wins when the three digits are equal (000 … 999).',
      'Satu taruhan yang menang bila ketiga angka sama (000 … 999).',
    ],
  }),
];
