import { Option } from 'commander';
import { command } from './call.js';
import { text, valued, word, type Declare } from './leaf.js';

/** The agent centre: its jobs run by hand, offer rules and house contracts. */
export function declareAgentCommands({ group, leaf }: Declare) {
  const agents = group(
    'agents',
    'agents takes run, contract, offers, offer-rules or payouts, e.g. agents run agents.salary.daily',
  );
  leaf(agents, 'run', {
    words: [
      word(
        'JOB',
        'agents run needs a JOB: agents.rollup, agents.salary.realtime, agents.salary.hourly, agents.salary.daily, agents.dividend or agents.rebate',
      ),
    ],
    options: [valued('--at <ISO>')],
    summary:
      'runs the job now for the period before --at (default now; a time to come is refused): each (contract, period) is paid once, so running it again pays nothing',
    build: ([job], options, m) =>
      command('runJob', m, text(options, 'at') ? { at: text(options, 'at') } : {}, { job: job! }),
  });
  leaf(agents, 'offers', {
    words: [word('USERNAME', 'agents offers needs the USERNAME of an agent')],
    summary: 'which contract types the agent may offer its downlines, and the highest rates',
    build: ([username], _, m) => command('offerRules', m, undefined, { username: username! }),
  });
  leaf(agents, 'offer-rules', {
    words: [word('USERNAME', 'agents offer-rules needs the USERNAME of an agent')],
    options: [valued('--types <TYPE,...>'), valued('--max-rate <TYPE:RATE,...>')],
    summary:
      'sets what the agent may offer: --types DIVIDEND,DAILY (the others refused; default all four), --max-rate DAILY:0.01 (a fraction)',
    build: ([username], options, m) => {
      const types = text(options, 'types');
      const maxRates = (text(options, 'max-rate') ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [type, rate] = pair.split(':');
          return { type: type?.toUpperCase(), rate: Number(rate) };
        });
      return command(
        'setOfferRules',
        m,
        {
          ...(types === undefined
            ? {}
            : {
                types: types
                  .split(',')
                  .filter(Boolean)
                  .map((t) => t.toUpperCase()),
              }),
          maxRates,
        },
        { username: username! },
      );
    },
  });
  leaf(agents, 'contract', {
    words: [word('USERNAME', 'agents contract needs the USERNAME of a top agent')],
    options: [
      valued('--type <DIVIDEND|DAILY|HOURLY|REALTIME>', { needed: true }),
      valued('--product <CONS|LIVE|RNG|...>'),
      valued('--period <DAILY|WEEKLY|SEMIMONTHLY|MONTHLY>'),
      valued('--tiers <BET:ACTIVE:RATE[:NETLOSS],...>'),
      valued('--profit-rate <RATE>'),
      valued('--loss-rate <RATE>'),
      valued('--single-bet <AMOUNT>'),
      new Option('--offer', 'offer it (P) instead of putting it in force'),
    ],
    summary:
      'a house contract for a top agent, e.g. --type DAILY --tiers 1000:2:0.01,5000:3:0.015 (rates are fractions)',
    build: ([username], options, m) => {
      const number = (name: string) =>
        text(options, name) === undefined ? undefined : Number(text(options, name));
      const tiers = (text(options, 'tiers') ?? '')
        .split(',')
        .filter(Boolean)
        .map((tier) => {
          const [bet, active, rate, netLoss] = tier.split(':').map(Number);
          return {
            minimumBet: bet,
            activeMember: active,
            rateType: 'P',
            rate,
            netLoss: netLoss ?? 0,
          };
        });
      return command(
        'grantContract',
        m,
        {
          type: text(options, 'type'),
          product: text(options, 'product'),
          periodType: text(options, 'period'),
          tiers,
          profitRate: number('profit-rate'),
          lossRate: number('loss-rate'),
          singleBetAmount: number('single-bet'),
          active: options.offer !== true,
        },
        { username: username! },
      );
    },
  });
}
