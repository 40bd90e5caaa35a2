import { agentCalls, walletCalls, type TeamOverview } from '@site/contract';
import { balance } from '../../../testing/account-data';
import type { mockApi } from '../../../testing/mock-api';

/** A report's money figures with nothing done. */
export const quietDay = {
  deposit: 0,
  withdrawal: 0,
  bets: 0,
  betAmount: 0,
  validBet: 0,
  payout: 0,
  bonus: 0,
  profit: 0,
};

/** A small team with nothing done in the range, a day per end of it. */
export const quietOverview = (start: string, end: string): TeamOverview => ({
  ...quietDay,
  teamSize: 2,
  newMembers: 0,
  firstDepositors: 0,
  activeMembers: 0,
  teamBalance: 150,
  series: [...new Set([start, end])].map((day) => ({
    ...quietDay,
    day,
    newMembers: 0,
    firstDepositors: 0,
    activeMembers: 0,
  })),
});

/**
 * What the agent centre reads as it opens, whatever page a test goes to: the agent's balance
 * and the team overview it starts on. A test that looks at them answers them itself.
 */
export function answerCentreOpening(api: ReturnType<typeof mockApi>) {
  return (
    api
      // In the status's currency (testing/shell-data.ts), which the pages' amounts are shown in.
      .on(walletCalls.balance, () => balance({ currencySymbol: 'P' }))
      .on(agentCalls.overview, (url) =>
        quietOverview(url.searchParams.get('startDate')!, url.searchParams.get('endDate')!),
      )
  );
}
