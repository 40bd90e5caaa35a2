import { useTranslation } from '../../../i18n/react';
import { isAgentType, MemberType, type MemberInfo } from '@site/contract';
import { isAgentMember } from '../../../hooks/use-session';
import { agentPlace } from '../../../config/centre-links';
import { useCentreNavigation } from '../../../hooks/use-centre';

const accountKind = (type: number) =>
  type === MemberType.trial ? 'trial' : isAgentType(type) ? 'agent' : 'member';

/** Who is signed in: account, nickname, account type and club label (docs/product.md §6 account centre). */
export function AccountPanel({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const { open } = useCentreNavigation();
  return (
    <section className="member-centre__account" aria-label={t('centre.account_panel')}>
      <p className="member-centre__account-name">{member.nickname || member.account}</p>
      {member.nickname ? <p className="member-centre__account-sub">{member.account}</p> : null}
      <p className="member-centre__account-sub">
        {t(`centre.account_type.${accountKind(member.type)}`)}
        {member.clubLabel ? ` · ${member.clubLabel.labelName}` : ''}
      </p>
      {/* Agents only: for anyone else the agent centre would only say they are not one. */}
      {isAgentMember(member) ? (
        <button
          type="button"
          className="button button--ghost member-centre__agent"
          onClick={() => open(agentPlace())}
        >
          {t('centre.agent_centre')}
        </button>
      ) : null}
    </section>
  );
}
