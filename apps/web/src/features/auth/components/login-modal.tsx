import '../auth.css';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { FreePlayButton } from '../../../components/free-play-button';
import { Dialog } from '../../../components/ui/dialog';
import { useFeatureSwitch } from '../../../hooks/use-feature-switch';
import { fieldTypedInLoginShell, handOverLoginShell } from '../utils/login-shell-handover';
import { useUiStore } from '../../../stores/ui';
import { LoginForm, type PendingChallenge } from './login-form';
import { LoginVerifyStep } from './login-verify-step';

/** loginPopupModal (docs/product.md §2): the login form, the new-IP code step, and ways onward. */
export default function LoginModal() {
  const { t } = useTranslation('auth');
  const open = useUiStore((s) => s.authModal === 'login');
  const notice = useUiStore((s) => s.authNotice);
  const close = useUiStore((s) => s.closeAuthModal);
  const openAuthModal = useUiStore((s) => s.openAuthModal);
  const freePlayOn = useFeatureSwitch('FREEPLAY3');
  const [pending, setPending] = useState<PendingChallenge | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The stand-in's field being typed in, read as this commits: the dialog's own effect, which
  // runs first, moves focus to its first field.
  const typingIn = useRef<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (open) typingIn.current = fieldTypedInLoginShell();
  }, [open]);
  // After the dialog's own effects (it is open, its first field focused): it takes over from
  // the page's stand-in, if that is open (lib/login-shell.ts).
  useEffect(() => {
    if (open) handOverLoginShell(form.current, typingIn.current);
  }, [open]);
  const dismiss = () => {
    setPending(null);
    close();
  };
  return (
    <Dialog
      open={open}
      onClose={dismiss}
      title={t('login.title')}
      size="dialog"
      initialFocus="first-field"
    >
      {notice === 'sessionEnded' ? (
        <p className="auth-notice" role="alert">
          {t('login.session_ended')}
        </p>
      ) : null}
      {pending ? (
        <LoginVerifyStep pending={pending} onBack={() => setPending(null)} />
      ) : (
        <>
          <LoginForm onChallenge={setPending} formRef={form} />
          <div className="auth-links">
            <button
              type="button"
              className="link-button"
              onClick={() => openAuthModal('forgetPass')}
            >
              {t('login.forgot')}
            </button>
            <span>
              {t('login.no_account')}{' '}
              <button
                type="button"
                className="link-button"
                onClick={() => openAuthModal('register')}
              >
                {t('login.register')}
              </button>
            </span>
          </div>
          {freePlayOn ? <FreePlayButton variant="modal" /> : null}
        </>
      )}
    </Dialog>
  );
}
