import { REPORT_MAX_DAYS } from '@site/contract';
import type { Db } from '../../../db/database.js';
import type { Member } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { merchantTimeZone } from '../../system/merchants.js';
import { daysBetween } from '../../system/time-zone.js';
import type { Team } from '../team.js';

/** What every report reads with: the database and the team tree's queries. */
export interface ReportContext {
  db: Db;
  team: Team;
}

/** A paged report's range of days and page (the team bets, transactions and P&L by level). */
export interface PagedRange {
  startDate: string;
  endDate: string;
  pageNo: number;
  pageSize: number;
}

/** A report covers this many days at most (the contract's, so the web can say so first). */
const MAX_DAYS = REPORT_MAX_DAYS;

/** A range of days, refused when reversed or too long. */
export function checkRange(startDate: string, endDate: string) {
  const days = daysBetween(startDate, endDate, MAX_DAYS + 1);
  if (days.length === 0 || days.length > MAX_DAYS) {
    throw new AppError('request.invalid', { detail: `A range of 1 to ${MAX_DAYS} days.` });
  }
  return days;
}

/** The member the report is about: the agent, or a member of its team by username. */
export const rootOf = async (
  { team }: ReportContext,
  agent: Member,
  username: string | undefined,
) => (username ? team.memberOfTeam(agent, username) : { ...agent, depth: 0 });

/** The zone of the agent's merchant: the days its reports count in. */
export const zoneOf = ({ db }: ReportContext, agent: Member) =>
  merchantTimeZone(db, agent.merchantCode);
