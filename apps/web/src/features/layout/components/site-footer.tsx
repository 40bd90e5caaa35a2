import '../shell.css';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'react-router';
import { systemQueries } from '../../../api/system';
import { paths } from '../../../config/paths';
import { HelpAccordion } from './help-accordion';
import { LogoStrip } from './logo-strip';
import { WhenVisible } from '../../../components/ui/when-visible';

/** The anchors the /help page gives its sections. */
const FOOTER_LINKS = [
  'about',
  'contact',
  'terms',
  'responsible',
  'privacy',
  'affiliates',
  'refund',
] as const;

/** Providers, payments, help, the operator's pages, licences and copyright. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const status = useQuery(systemQueries.status());
  const whitelabel = status.data?.info.whitelabel;
  return (
    <footer className="site-footer">
      {/* The landmark, links and legal lines are always there; the logos and the help
          items (two calls, dozens of images) wait until the visitor scrolls near them. */}
      <WhenVisible minHeight={420}>
        <FooterShowcase />
      </WhenVisible>
      <nav className="site-footer__links" aria-label={t('footer_navigation')}>
        <ul>
          {FOOTER_LINKS.map((anchor) => (
            <li key={anchor}>
              <Link to={`${paths.help}#${anchor}`}>{t(`footer_links.${anchor}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-footer__legal">
        <p>
          {t('copyright', {
            year: whitelabel?.copyrightYear ?? 2025,
            brand: whitelabel?.brandName ?? '',
          })}
        </p>
        <p className="site-footer__age">{t('age_notice')}</p>
        {/* The open-licensed art and type the pictures are drawn with: credited as their
            licences ask. */}
        <p className="site-footer__credits">{t('art_credits')}</p>
      </div>
    </footer>
  );
}

/** Provider and payment logos, the help items and licences: the footer's heavy part. */
function FooterShowcase() {
  const { t } = useTranslation('layout');
  const menu = useQuery(systemQueries.whitelabelMenu());
  return (
    <>
      <LogoStrip title={t('game_providers')} logos={menu.data?.providerLogos} size={[120, 40]} />
      <LogoStrip title={t('payment_methods')} logos={menu.data?.paymentLogos} size={[80, 32]} />
      <section className="site-footer__help" aria-labelledby="footer-help-title">
        <h2 id="footer-help-title" className="site-footer__title">
          {t('help_items')}
        </h2>
        <HelpAccordion />
      </section>
      <LogoStrip title={t('licenses')} logos={menu.data?.licenseLogos} size={[80, 40]} />
    </>
  );
}
