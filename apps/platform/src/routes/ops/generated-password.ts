import { randomInt } from 'node:crypto';

// Letters and digits pass the usual password rules; no 0/O or 1/l/I to misread when handed over.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
const LENGTH = 14;

/** A password the operator hands over once; the member must change it at first login. */
export function generatedPassword(): string {
  let password = '';
  for (let i = 0; i < LENGTH; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  // At least one letter and one digit, for rules that ask for both.
  return /[0-9]/.test(password) && /[A-Za-z]/.test(password) ? password : generatedPassword();
}
