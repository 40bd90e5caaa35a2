import { COLOUR_PICKS, TWO_SIDED_PICKS, ZODIAC_SIGNS } from '../picks.js';
import { NUMBERS, playBuilder, range, text, twoSidedBallRow } from './common.js';
import { hit, namedRow, numbersRow, prize, type LottPlay } from './types.js';

/** LHC (Mark Six): six normal numbers (indices 0-5) then the special number (index 6), of 1-49. */

const NORMALS = range(6);
const SPECIAL = 6;
const SPECIAL_ROW = text('Special number', 'Nomor spesial');

const play = playBuilder('LHC');

const allIn = (playId: number, size: number, win: number, space: number) =>
  play(
    playId,
    'Lott',
    'All_In',
    `${size === 2 ? 'Two' : 'Three'}OfNormal_LHC`,
    [`${size} of ${size}`, `${size} dari ${size}`],
    {
      rows: [numbersRow(NUMBERS, 1, 49, { min: size })],
      formula: { kind: 'subset', indices: NORMALS, size },
      prizes: [hit(win, space)],
      rules: [
        `Pick at least ${size} numbers; each set of ${size} is a bet, C(n,${size}) bets. It wins when all ${size} are among the six normal numbers.`,
        `Pilih minimal ${size} angka; tiap kombinasi ${size} angka satu taruhan, C(n,${size}) taruhan. Menang bila ke-${size} angka ada di antara enam nomor biasa.`,
      ],
    },
  );

export const LHC_PLAYS: readonly LottPlay[] = [
  play(1619, 'Lott', 'Normal', 'Normal_LHC', ['Normal number', 'Nomor biasa'], {
    rows: [numbersRow(NUMBERS, 1, 49)],
    formula: { kind: 'subset', indices: NORMALS, size: 1 },
    prizes: [hit(6, 49)],
    rules: [
      'Pick numbers; every number is a bet and wins when it is one of the six normal numbers.',
      'Pilih angka; tiap angka satu taruhan dan menang bila termasuk enam nomor biasa.',
    ],
  }),
  allIn(2042, 2, 15, 1176),
  allIn(2044, 3, 20, 18_424),
  play(1615, 'Elott', 'Special', 'Special_LHC', ['Special number', 'Nomor spesial'], {
    rows: [numbersRow(SPECIAL_ROW, 1, 49, { subject: { of: 'ball', index: SPECIAL } })],
    formula: { kind: 'each' },
    prizes: [hit(1, 49)],
    rules: [
      'Pick numbers; every number is a bet and wins when it is the special number.',
      'Pilih angka; tiap angka satu taruhan dan menang bila menjadi nomor spesial.',
    ],
  }),
  play(
    3501,
    'Elott',
    'Special',
    'SpecialTwoSided_LHC',
    ['Special big/small/odd/even', 'Spesial besar/kecil/ganjil/genap'],
    {
      rows: [
        twoSidedBallRow(SPECIAL_ROW, SPECIAL, {
          bigFrom: 25,
          tie: { values: [49], refunds: TWO_SIDED_PICKS },
        }),
      ],
      formula: { kind: 'each' },
      prizes: [hit(24, 49, 1)],
      rules: [
        'Bet on the special number: big 25-48, small 1-24, odd or even. A special 49 is a tie: the bet is refunded.',
        'Taruhan pada nomor spesial: besar 25-48, kecil 1-24, ganjil atau genap. Spesial 49 seri: taruhan dikembalikan.',
      ],
    },
  ),
  play(1634, 'Elott', 'Colour', 'Colour_LHC', ['Colour', 'Warna'], {
    rows: [
      namedRow(SPECIAL_ROW, COLOUR_PICKS, {
        of: 'ball',
        index: SPECIAL,
        traits: { colours: true },
      }),
    ],
    formula: { kind: 'each' },
    prizes: [
      prize('RED', text('Red', 'Merah'), { win: 17, space: 49 }, { picks: ['RED'] }),
      prize(
        'BLUE_GREEN',
        text('Blue or green', 'Biru atau hijau'),
        { win: 16, space: 49 },
        {
          picks: ['BLUE', 'GREEN'],
        },
      ),
    ],
    rules: [
      'Bet on the colour of the special number: red (17 numbers), blue (16) or green (16).',
      'Taruhan pada warna nomor spesial: merah (17 nomor), biru (16) atau hijau (16).',
    ],
  }),
  play(1714, 'Elott', 'Zodiac', 'Zodiac_LHC', ['Zodiac', 'Shio'], {
    rows: [
      namedRow(SPECIAL_ROW, ZODIAC_SIGNS, {
        of: 'ball',
        index: SPECIAL,
        traits: { zodiac: true },
      }),
    ],
    formula: { kind: 'each' },
    prizes: [
      prize(
        'YEAR_SIGN',
        text("The year's sign", 'Shio tahun ini'),
        { win: 5, space: 49 },
        {
          yearSign: true,
        },
      ),
      prize('SIGN', text('Other signs', 'Shio lain'), { win: 4, space: 49 }),
    ],
    rules: [
      "Bet on the zodiac sign of the special number. Number 1 carries the year's sign (it changes at Lunar New Year) and the signs run backwards from it; the year's sign has five numbers, the others four.",
      'Taruhan pada shio nomor spesial. Nomor 1 membawa shio tahun berjalan (berganti saat Imlek) dan shio berjalan mundur darinya; shio tahun ini punya lima nomor, yang lain empat.',
    ],
  }),
];
