import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Icon } from './icon';

/**
 * Rewards (promotions; the count badge of available promotions comes with the member's
 * balance in the next issue) and the player's rank, '- -' while logged out (SPEC §2).
 */
export function RewardsAndRank() {
  const { t } = useTranslation('layout');
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
          {/* The club label name replaces '- -' once member info loads (next issue). */}
          <span className="header-perk__value">{t('rank_none')}</span>
        </Link>
      </li>
    </ul>
  );
}
