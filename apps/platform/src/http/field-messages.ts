import type { Language, RegisterFieldRule } from '@site/contract';
import { fillPatternRange, registerRuleProblem } from '@site/contract';

type Text = Record<Language, string>;

// The platform's wording of the web's reg_pattern_{patternId} texts (docs/product.md §5).
const patternText: Record<string, Text> = {
  digits: {
    EN: 'Digits only, (min) - (max) characters.',
    ID: 'Hanya angka, (min) - (max) karakter.',
  },
  alnum: {
    EN: 'Letters and digits only, (min) - (max) characters.',
    ID: 'Hanya huruf dan angka, (min) - (max) karakter.',
  },
  letter_start: {
    EN: 'Start with a letter, then letters or digits, (min) - (max) characters.',
    ID: 'Diawali huruf, lalu huruf atau angka, (min) - (max) karakter.',
  },
  email: { EN: 'Enter a valid e-mail address.', ID: 'Masukkan alamat e-mail yang valid.' },
  no_space: {
    EN: 'No spaces, (min) - (max) characters.',
    ID: 'Tanpa spasi, (min) - (max) karakter.',
  },
  letters_spaces: {
    EN: 'Letters and spaces only, (min) - (max) characters.',
    ID: 'Hanya huruf dan spasi, (min) - (max) karakter.',
  },
  date_ymd: { EN: 'A date as yyyy-MM-dd.', ID: 'Tanggal dengan format yyyy-MM-dd.' },
  any: { EN: '(min) - (max) characters.', ID: '(min) - (max) karakter.' },
};

export const fieldText = {
  required: { EN: 'This field is required.', ID: 'Kolom ini wajib diisi.' },
  // Any text field (http/edges.ts)
  controlCharacters: {
    EN: 'Control characters are not allowed.',
    ID: 'Karakter kontrol tidak diperbolehkan.',
  },
  illFormedText: {
    EN: 'The text holds a broken character (a lone surrogate).',
    ID: 'Teks berisi karakter rusak (surrogate tunggal).',
  },
  nestedTooDeep: {
    EN: 'The request is nested too deeply.',
    ID: 'Permintaan bersarang terlalu dalam.',
  },
  tooManyValues: {
    EN: 'The request holds too many values.',
    ID: 'Permintaan berisi terlalu banyak nilai.',
  },
  inconsistent: { EN: 'The two entries are inconsistent.', ID: 'Kedua isian tidak sama.' },
  avatarImage: {
    EN: 'The picture must be a PNG or JPEG of at most 1 MB.',
    ID: 'Gambar harus PNG atau JPEG dengan ukuran maksimal 1 MB.',
  },
  avatarIcon: {
    EN: 'Choose one of the offered icons.',
    ID: 'Pilih salah satu ikon yang tersedia.',
  },
  dialingCode: { EN: 'Choose the country dialing code.', ID: 'Pilih kode negara.' },
  // Money
  depositChannel: {
    EN: 'Choose one of the offered payment channels.',
    ID: 'Pilih salah satu saluran pembayaran yang tersedia.',
  },
  cardProvider: {
    EN: 'Choose one of the offered banks, e-wallets or networks.',
    ID: 'Pilih salah satu bank, e-wallet atau jaringan yang tersedia.',
  },
  accountNoB: {
    EN: 'A bank account number has 6 to 20 digits.',
    ID: 'Nomor rekening bank terdiri dari 6 sampai 20 angka.',
  },
  accountNoE: {
    EN: 'An e-wallet number has 8 to 15 digits.',
    ID: 'Nomor e-wallet terdiri dari 8 sampai 15 angka.',
  },
  accountNoV: {
    EN: 'A wallet address has 26 to 64 letters and digits.',
    ID: 'Alamat dompet terdiri dari 26 sampai 64 huruf dan angka.',
  },
  withdrawCard: {
    EN: 'Choose one of your bound accounts.',
    ID: 'Pilih salah satu akun Anda yang terikat.',
  },
  proofImage: {
    EN: 'Each proof must be a PNG or JPEG of at most 5 MB.',
    ID: 'Setiap bukti harus PNG atau JPEG dengan ukuran maksimal 5 MB.',
  },
} satisfies Record<string, Text>;

/** reg_pattern_{patternId} with (min) and (max) filled (docs/product.md §5). */
export function patternMessage(rule: RegisterFieldRule, language: Language): string {
  const text = (patternText[rule.patternId] ?? patternText.any!)[language];
  return fillPatternRange(text, rule.minLength, rule.maxLength);
}

/** The message of a value against its register rule, or null when it passes. */
export function ruleMessage(
  rule: RegisterFieldRule,
  value: string | undefined,
  language: Language,
): string | null {
  const problem = registerRuleProblem(rule, value);
  if (problem === 'required') return fieldText.required[language];
  if (problem === 'pattern') return patternMessage(rule, language);
  return null;
}
