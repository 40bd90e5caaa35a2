import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSession } from '../../../hooks/use-session';
import { Icon } from './icon';

/**
 * Rewards (promotions; the count badge of available promotions arrives with the promotions
 * issue) and the player's rank: the club label name, '- -' while logged out (docs/product.md §2).
 */
export function RewardsAndRank() {
  const { t } = useTranslation('layout');
  const { member } = useSession();
  return (
    <ul className="header-perks">
      <li>
        <Link to={paths.promotions} className="header-perk">
          <Icon name="gift" />
          <span>{t('rewards')}</span>
        </Link>
      </li>
      <li>
        <Link to={paths.vip} className="header-perk">
          <Icon name="crown" />
          <span>{t('rank')}</span>
          <span className="header-perk__value">
            {member?.clubLabel?.labelName ?? t('rank_none')}
          </span>
        </Link>
      </li>
    </ul>
  );
}
