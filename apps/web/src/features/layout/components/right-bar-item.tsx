import { lazy, Suspense, useId, type MouseEventHandler } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useHoverDisclosure } from '../hooks/use-hover-disclosure';
import { Icon, type IconName } from './icon';

// The QR encoder loads with the first code someone looks at.
const QrCode = lazy(() =>
  import('../../../components/ui/qr-code').then((m) => ({ default: m.QrCode })),
);

interface RightBarItemProps {
  icon: IconName;
  label: string;
  href: string;
  qrValue?: string | null;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** An icon link whose name (and QR code, when it has one) shows on hover and focus. */
export function RightBarItem({ icon, label, href, qrValue, onClick }: RightBarItemProps) {
  const { t } = useTranslation('layout');
  const { open, trigger, containerProps } = useHoverDisclosure<HTMLAnchorElement>({
    openOnFocus: true,
  });
  const popoverId = useId();
  const external = !href.startsWith('mailto:');
  return (
    <li className="right-bar__item" {...containerProps}>
      <a
        ref={trigger}
        href={href}
        className="right-bar__link"
        target={external ? '_blank' : undefined}
        rel={external ? 'noopener noreferrer' : undefined}
        onClick={onClick}
        aria-describedby={open && qrValue ? popoverId : undefined}
      >
        <Icon name={icon} size={22} />
        <span className="right-bar__label">
          {label}
          {external ? <span className="visually-hidden"> {t('new_window')}</span> : null}
        </span>
      </a>
      {open ? (
        <div id={popoverId} className="right-bar__popover">
          <span className="right-bar__popover-title" aria-hidden="true">
            {label}
          </span>
          {qrValue ? (
            <>
              <Suspense fallback={<div className="qr-code qr-code--pending right-bar__qr" />}>
                <QrCode
                  value={qrValue}
                  label={t('qr_for', { name: label })}
                  className="right-bar__qr"
                />
              </Suspense>
              <span className="right-bar__popover-hint">{t('scan_to_open')}</span>
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
