import { describe, expect, it } from 'vitest';
import en from '../en';
import auth from '../en/auth';
import member from '../en/member';
import payments from '../en/payments';
import play from '../en/play';
import registration from '../en/registration';
import wallet from '../en/wallet';

type Tree = string | { [key: string]: Tree };

const values = (tree: Tree): string[] =>
  typeof tree === 'string' ? [tree] : Object.values(tree).flatMap(values);

const all = values({ ...en, auth, member, payments, play, registration, wallet } as Tree);

/** One term per thing in English: "Log in"/"Log out", "centre", sentence case. */
describe('English wording', () => {
  it('says "log in" and "log out", never "sign in/out" or "login" as a verb', () => {
    expect(all.filter((text) => /\bsign (in|out)\b|\bto login\b/i.test(text))).toEqual([]);
  });

  it('spells "centre" one way', () => {
    expect(all.filter((text) => /\bcenter\b/i.test(text))).toEqual([]);
  });

  it('writes the centres in sentence case', () => {
    expect(all.filter((text) => /\b[A-Z]\w+ Centre\b/.test(text))).toEqual([]);
  });
});
