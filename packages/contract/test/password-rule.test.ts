import { describe, expect, it } from 'vitest';
import {
  fillPatternRange,
  memberCalls,
  PASSWORD_RULE,
  passwordRuleOf,
  passwordSchema,
  registerRuleProblem,
  type RegisterFieldRule,
} from '../src/index.js';
import * as z from 'zod/mini';

const rule = (over: Partial<RegisterFieldRule> = {}): RegisterFieldRule => ({
  name: 'password',
  enabled: true,
  required: false,
  acceptedPattern: '^[0-9]+$',
  patternId: 'digits',
  minLength: 8,
  maxLength: 8,
  ...over,
});

describe('fillPatternRange', () => {
  it('fills a range', () => {
    expect(fillPatternRange('Digits only, (min) - (max) characters.', 6, 20)).toBe(
      'Digits only, 6 - 20 characters.',
    );
  });

  it('makes one number of an equal range, with or without spaces around the dash', () => {
    expect(fillPatternRange('(min) - (max) digits', 8, 8)).toBe('8 digits');
    expect(fillPatternRange('(min)-(max) digits', 8, 8)).toBe('8 digits');
    expect(fillPatternRange('(min) -(max) digits', 4, 4)).toBe('4 digits');
  });

  it('says "min+" when there is no upper bound', () => {
    expect(fillPatternRange('(min) - (max) characters', 6, 0)).toBe('6+ characters');
    expect(fillPatternRange('(min)-(max) karakter', 3, 0)).toBe('3+ karakter');
  });

  it('fills (min) and (max) on their own too', () => {
    expect(fillPatternRange('at least (min), at most (max)', 2, 9)).toBe('at least 2, at most 9');
    expect(fillPatternRange('Enter a valid e-mail address.', 1, 100)).toBe(
      'Enter a valid e-mail address.',
    );
  });
});

describe('the password rule', () => {
  it("is the merchant's enabled password rule, always required", () => {
    const merchant = rule();
    expect(passwordRuleOf([rule({ name: 'username' }), merchant])).toEqual({
      ...merchant,
      required: true,
    });
    expect(registerRuleProblem(passwordRuleOf([merchant]), '12345678')).toBeNull();
    expect(registerRuleProblem(passwordRuleOf([merchant]), 'abcdefgh')).toBe('pattern');
  });

  it('falls back to PASSWORD_RULE when the merchant has none or switched it off', () => {
    for (const rules of [[], [rule({ enabled: false })]]) {
      const fallback = passwordRuleOf(rules);
      expect(fallback).toMatchObject({
        required: true,
        acceptedPattern: PASSWORD_RULE.pattern,
        minLength: PASSWORD_RULE.minLength,
        maxLength: PASSWORD_RULE.maxLength,
      });
      expect(registerRuleProblem(fallback, '')).toBe('required');
      expect(registerRuleProblem(fallback, 'secret123')).toBeNull();
    }
  });

  it('leaves the wire with outer bounds only, so a merchant may allow symbols', () => {
    expect(z.safeParse(passwordSchema, 'Str0ng!pass#').success).toBe(true);
    expect(z.safeParse(passwordSchema, '').success).toBe(false);
    expect(z.safeParse(passwordSchema, 'x'.repeat(129)).success).toBe(false);
  });

  it('asks for the current password to bind a contact', () => {
    const mobile = { mobileNum: '81234567', countryDialingCode: '+62', verificationCode: '123456' };
    expect(z.safeParse(memberCalls.bindMobile.body!, mobile).success).toBe(false);
    expect(z.safeParse(memberCalls.bindMobile.body!, { ...mobile, password: 'x' }).success).toBe(
      true,
    );
    const email = { email: 'a@b.co', verificationCode: '123456' };
    expect(z.safeParse(memberCalls.bindEmail.body!, email).success).toBe(false);
  });
});
