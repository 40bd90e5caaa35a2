import type { Config } from '../config.js';
import type { AgentJobsOptions } from '../jobs/agents.js';
import type { GameLaunchOptions } from './games/game-launch.js';
import type { HouseRoundsOptions } from './house/house-rounds.js';
import type { HouseSessionsOptions } from './house/house-sessions.js';
import type { LotteryOptions } from './lottery/index.js';
import type { PaymentsOptions } from './payments/index.js';
import type { EmailSender, SmsSender } from './system/messaging.js';
import type { GeoIp } from './system/geo-ip.js';
import type { HousePageOptions } from '../routes/house/page.js';

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
