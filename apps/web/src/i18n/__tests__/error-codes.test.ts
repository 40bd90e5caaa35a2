import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@site/contract';
import en from '../en/errors';
import id from '../id/errors';

/** Only the operator console sees these; the site never calls the ops API. */
const OPERATOR_ONLY: readonly string[] = [ErrorCode.opsUnauthorized, ErrorCode.jobPeriodNotEnded];

/**
 * useErrorMessage looks a platform code up as errors:<code with _ for .>; a code missing here
 * would show the platform's own words, in whatever language the request carried.
 */
describe.each([
  ['ID', id],
  ['EN', en],
])('error codes in %s', (_, catalogue) => {
  it.each(Object.values(ErrorCode).filter((code) => !OPERATOR_ONLY.includes(code)))(
    'translates %s',
    (code) => {
      const text = (catalogue as Record<string, string>)[code.replaceAll('.', '_')];
      expect(text?.trim()).toBeTruthy();
    },
  );
});
