import { lazy } from 'react';
import AgentCentre from '../features/agent-centre/components/agent-centre';
import {
  DownlineTransferContext,
  type RenderDownlineTransfer,
} from '../features/agent-centre/utils/downline-transfer';

// The member centre's transfer form, in its own chunk, loaded when an agent first sends money
// from the team list.
const DownlineTransfer = lazy(
  () => import('../features/member-centre/components/upline/downline-transfer'),
);

const renderTransfer: RenderDownlineTransfer = (username) => (
  <DownlineTransfer username={username} />
);

/**
 * The agent centre as the app opens it: the app layer composes the two features, giving the
 * team list the member centre's transfer to a downline (amount, payment password, confirmation).
 */
export default function AgentCentreModal() {
  return (
    <DownlineTransferContext.Provider value={renderTransfer}>
      <AgentCentre />
    </DownlineTransferContext.Provider>
  );
}
