import { describe, expect, it } from 'vitest';
import { BOM, buildCsv, csvAmount, csvField, csvTime } from '../utils/csv';

describe('CSV builder', () => {
  it('leaves plain fields bare and quotes those with a comma, a quote or a line break', () => {
    expect(csvField('budi88')).toBe('budi88');
    expect(csvField('Garuda, Gold')).toBe('"Garuda, Gold"');
    expect(csvField('the "best" reels')).toBe('"the ""best"" reels"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(12)).toBe('12');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps Indonesian and other non-ASCII text as it is', () => {
    expect(csvField('Tembak Ikan · Dédé')).toBe('Tembak Ikan · Dédé');
  });

  it('turns text a spreadsheet would run as a formula into text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+62812')).toBe("'+62812");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-budi')).toBe("'-budi");
  });

  it('writes amounts as plain decimals of the major unit with two places', () => {
    expect(csvField(csvAmount(1234.5))).toBe('1234.50');
    expect(csvField(csvAmount(-541.45))).toBe('-541.45');
    expect(csvField(csvAmount(0))).toBe('0.00');
    expect(csvField(csvAmount(-0.05))).toBe('-0.05');
    expect(csvField(csvAmount(1_000_000))).toBe('1000000.00');
    expect(csvField(csvAmount(0.1 + 0.2))).toBe('0.30');
    expect(csvField(csvAmount(Number.NaN))).toBe('0.00');
    expect(csvField(csvAmount(undefined))).toBe('0.00');
  });

  it("writes instants in the merchant's time (its zone)", () => {
    expect(csvTime('2026-11-26T20:14:42.647Z', 'Asia/Jakarta')).toBe('2026-11-27 03:14:42');
    expect(csvTime('2026-11-26T20:14:42.647Z', 'Asia/Manila')).toBe('2026-11-27 04:14:42');
    // New York in summer time (UTC-4).
    expect(csvTime('2026-07-01T02:00:00Z', 'America/New_York')).toBe('2026-06-30 22:00:00');
    expect(csvTime('not a time', 'Asia/Jakarta')).toBe('');
  });

  it('starts with the UTF-8 BOM and ends every line with CRLF', () => {
    const csv = buildCsv(
      ['Akun', 'Jumlah, total'],
      [
        ['budi88', csvAmount(-20)],
        ['siti "s"', csvAmount(1500.5)],
      ],
    );
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv).toBe('\uFEFFAkun,"Jumlah, total"\r\nbudi88,-20.00\r\n"siti ""s""",1500.50\r\n');
  });

  it('encodes as UTF-8 with the BOM bytes EF BB BF first', async () => {
    const bytes = new Uint8Array(
      await new Blob([buildCsv(['Taruhan valid'], [['Dédé']])]).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Taruhan valid\r\nDédé\r\n');
  });
});
