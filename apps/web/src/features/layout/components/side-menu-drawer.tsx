import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useLocation } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { useUiStore } from '../../../stores/ui';
import { SideMenu } from './side-menu';

/**
 * The side menu on phones and tablets: a modal drawer (focus stays inside, Esc closes,
 * focus returns to the menu button). Following a link closes it.
 */
export function SideMenuDrawer() {
  const { t } = useTranslation('layout');
  const open = useUiStore((s) => s.sideMenuOpen);
  const close = useUiStore((s) => s.closeSideMenu);
  const { pathname } = useLocation();
  useEffect(() => close(), [pathname, close]);
  return (
    <Dialog open={open} onClose={close} title={t('side_menu')} className="side-drawer">
      <SideMenu showLogo />
    </Dialog>
  );
}
