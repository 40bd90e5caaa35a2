import type { MouseEventHandler, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { NavLink } from 'react-router';
import { Icon, type IconName } from './icon';

interface EntryBase {
  icon: IconName;
  label: ReactNode;
}

/** A side-menu entry that goes to a route. */
export function MenuLink({ icon, label, to }: EntryBase & { to: string }) {
  return (
    <li>
      <NavLink to={to} className="menu-entry">
        <Icon name={icon} />
        <span className="menu-entry__label">{label}</span>
      </NavLink>
    </li>
  );
}

/** A side-menu entry that opens something outside the site (customer service). */
export function MenuExternal({
  icon,
  label,
  href,
  onClick,
}: EntryBase & { href: string; onClick?: MouseEventHandler<HTMLAnchorElement> }) {
  const { t } = useTranslation('layout');
  return (
    <li>
      <a
        className="menu-entry"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
      >
        <Icon name={icon} />
        <span className="menu-entry__label">{label}</span>
        <span className="visually-hidden">{t('new_window')}</span>
      </a>
    </li>
  );
}

/** A side-menu entry that opens a modal (member centre, agent centre, logout). */
export function MenuButton({ icon, label, onClick }: EntryBase & { onClick: () => void }) {
  return (
    <li>
      <button type="button" className="menu-entry menu-entry--button" onClick={onClick}>
        <Icon name={icon} />
        <span className="menu-entry__label">{label}</span>
      </button>
    </li>
  );
}
