import type { Config } from '../config.js';
import type { GameLaunchOptions } from './games/game-launch.js';
import type { HouseRoundsOptions } from './house/house-rounds.js';
import type { HouseSessionsOptions } from './house/house-sessions.js';
import type { PaymentDriver } from './payments/payment-driver.js';
import type { EmailSender, SmsSender } from './system/messaging.js';
import type { GeoIp } from './system/geo-ip.js';

// The options of plugins that themselves read DomainOptions live here, not in those plugins,
// so this file imports none of its readers (nor anything in routes/ or jobs/).

export interface PaymentsOptions {
  /** The payment gateway; the local driver answers each channel's own account. */
  driver?: PaymentDriver;
  /** How long the driver may take to answer where to pay (default 30 s). */
  driverTimeoutMs?: number;
  /** How often jobs/withdrawal-auto-receive.ts settles PAID withdrawals past their time (default 30 s). */
  autoReceiveEveryMs?: number;
}

export interface LotteryOptions {
  /** lottery.schedule's period (issues kept an hour ahead); 0 keeps it and turns its timer off. */
  scheduleEveryMs?: number;
  /** How often lottery.draw looks for issues to lock and draw; 0 turns its timer off. */
  drawEveryMs?: number;
  /** How often lottery.settle looks for issues to pay; 0 turns its timer off (drawEveryMs by default). */
  settleEveryMs?: number;
  /** lottery.purge's period (a day); 0 turns its timer off. */
  purgeEveryMs?: number;
  /** The lottery's clock (tests move it); the server's by default. */
  now?: () => Date;
}

/** The agents' jobs: whether this process runs them on timers (tests tick them by hand). */
export interface AgentJobsOptions {
  scheduled?: boolean;
  /** The clock that says whether a period is over (tests move it); the server's by default. */
  now?: () => Date;
}

export interface HousePageOptions {
  /** Where apps/house's build writes the house game page (default apps/house/dist). */
  houseDist?: string;
}

/** Outside services a real operator plugs in; each has a built-in local driver. */
export interface Drivers {
  geoIp?: GeoIp;
  /** SMS and e-mail gateways; the local drivers write to the outbox table. */
  sms?: SmsSender;
  email?: EmailSender;
  /** The payment gateway and the auto-receive job's period; local driver by default. */
  payments?: PaymentsOptions;
  /** The game vendors' launch driver and its timeout; local driver (house page) by default. */
  gameLaunch?: GameLaunchOptions;
  /** The house games: the sweeper's and the purge's periods, where the game page is built. */
  house?: HouseRoundsOptions & HouseSessionsOptions & HousePageOptions;
  /** The lottery jobs' periods and the lottery's clock. */
  lottery?: LotteryOptions;
  /** The agent centre's jobs (rollup, salaries, dividends): on timers unless turned off. */
  agents?: AgentJobsOptions;
}

/**
 * What every domain and route group is registered with: the configuration and the drivers,
 * once; each plugin takes its part.
 */
export interface DomainOptions {
  config: Config;
  drivers: Drivers;
  opsToken: string;
}
