import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useQuery } from '@tanstack/react-query';
import { isSwitchOn } from '@site/contract';
import { systemQueries } from '../../../api/system';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { useUiStore } from '../../../stores/ui';
import { useResetToken } from '../hooks/use-reset-link';
import { ForgotByEmail } from './forgot-by-email';
import { ForgotByPhone } from './forgot-by-phone';
import { ResetByLink } from './reset-by-link';
import './registration.css';

type ForgotMode = 'email' | 'mobileNum';

/** forgetPassModal (docs/product.md §2): by e-mail, by phone when CHNGPASSVERIF3 is on, or a link's step. */
export default function ForgetPassModal() {
  const { t } = useTranslation('registration');
  const open = useUiStore((s) => s.authModal === 'forgetPass');
  const close = useUiStore((s) => s.closeAuthModal);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const resetToken = useResetToken();
  return (
    <Dialog
      open={open}
      onClose={close}
      initialFocus="first-field"
      title={resetToken ? t('forgot.link_title') : t('forgot.title')}
      footer={
        <button type="button" className="reg-form__link" onClick={() => openAuthModal('login')}>
          {t('forgot.back_to_login')}
        </button>
      }
    >
      {resetToken ? <ResetByLink resetToken={resetToken} /> : <ForgotModes />}
    </Dialog>
  );
}

function ForgotModes() {
  const { t } = useTranslation('registration');
  const settings = useQuery(systemQueries.settings());
  const modes: ForgotMode[] = isSwitchOn(settings.data, 'CHNGPASSVERIF3')
    ? ['email', 'mobileNum']
    : ['email'];
  const [chosen, setMode] = useState<ForgotMode>('email');
  const mode = modes.includes(chosen) ? chosen : 'email';
  return (
    <div className="reg-form">
      <Tabs
        label={t('forgot.modes')}
        items={modes.map((m) => ({ key: m, label: t(`forgot.mode_${m}`) }))}
        value={mode}
        onChange={setMode}
      >
        {/* Both stay mounted, so switching tabs loses nothing typed. */}
        <div hidden={mode !== 'email'}>
          <ForgotByEmail />
        </div>
        {modes.includes('mobileNum') ? (
          <div hidden={mode !== 'mobileNum'}>
            <ForgotByPhone />
          </div>
        ) : null}
      </Tabs>
    </div>
  );
}
