import { passwordRuleOf, type Language } from '@site/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { fieldText, ruleMessage } from '../../http/field-messages.js';

/** The body fields of a new password and its confirmation. */
export interface NewPasswordFields {
  password: string;
  confirmation: string;
}
const CHANGE_FIELDS: NewPasswordFields = {
  password: 'newPassword',
  confirmation: 'confirmNewPassword',
};

/**
 * What is wrong with a new login password for this merchant (registration, change, reset by
 * link or phone): its `password` register rule (docs/product.md §5) and the confirmation repeating
 * it.
 * Keyed "body.<field>"; empty when the password is fine.
 */
export async function newPasswordProblems(
  app: FastifyInstance,
  merchantCode: string,
  language: Language,
  entry: { password: string | undefined; confirmation: string | undefined },
  fields: NewPasswordFields = CHANGE_FIELDS,
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  const rule = passwordRuleOf(await app.settings.registerRules(merchantCode));
  const message = ruleMessage(rule, entry.password, language);
  if (message) problems[`body.${fields.password}`] = message;
  if ((entry.confirmation ?? '') !== (entry.password ?? '')) {
    problems[`body.${fields.confirmation}`] = fieldText.inconsistent[language];
  }
  return problems;
}

/** Refuses a new password that breaks the merchant's rule (400 with the field messages). */
export async function requireNewPassword(
  app: FastifyInstance,
  merchantCode: string,
  language: Language,
  entry: { password: string | undefined; confirmation: string | undefined },
  fields: NewPasswordFields = CHANGE_FIELDS,
) {
  const problems = await newPasswordProblems(app, merchantCode, language, entry, fields);
  if (Object.keys(problems).length) throw new AppError('request.invalid', { fields: problems });
}
