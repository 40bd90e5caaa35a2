import contracts from './agent/contracts';
import reports from './agent/reports';
import team from './agent/team';

/**
 * Strings of the agent centre's pages (lazy namespace: loads with the agent centre), one file
 * per area: the team (overview, registration, links, downlines), the reports, the contracts.
 * The menu and the modal's own words stay in `member` (agent.*).
 */
export default { team, reports, contracts };
