import { describe, expect, it } from 'vitest';
import enLayout from '../en/layout';
import enMember from '../en/member';
import enPayments from '../en/payments';
import idLayout from '../id/layout';
import idMember from '../id/member';
import idPayments from '../id/payments';

const languages = {
  ID: { layout: idLayout, member: idMember, payments: idPayments },
  EN: { layout: enLayout, member: enMember, payments: enPayments },
};

/** One word per money page: the header, the side menu and the member centre agree. */
describe.each(Object.entries(languages))('money page names in %s', (_, { layout, member }) => {
  it('calls the withdrawal page one thing in the header, the side menu and the centre', () => {
    // The header and the side menu both read layout:withdrawal.
    expect(layout).not.toHaveProperty('withdraw');
    expect(layout.withdrawal).toBe(member.pages.in_increase_withdrawal);
  });

  it("names the account record as the menu's in_account_record does", () => {
    expect(layout.account_record.toLowerCase()).toBe(member.pages.in_account_record.toLowerCase());
  });
});

describe('the payee name rule in words', () => {
  it.each(Object.entries(languages))('%s names every character the rule allows', (_, l) => {
    for (const text of [l.payments.cards.payee_name_hint, l.payments.cards.payee_name_invalid]) {
      // PAYEE_NAME_PATTERN: letters, spaces, . ' - ; 2 to 50.
      for (const allowed of ['(.)', "(')", '(-)', '2', '50']) expect(text).toContain(allowed);
    }
  });
});
