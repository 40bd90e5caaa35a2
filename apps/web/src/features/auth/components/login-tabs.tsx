import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type LoginTab = 'username' | 'sms';

/**
 * Username or SMS login (WAI-ARIA tabs: arrows move between tabs). Both tabs share one form,
 * so switching keeps what was typed. Without tabs the panel is a plain box: the fields keep
 * their place in the tree either way, so nothing typed is lost when the tabs appear.
 */
export function LoginTabs({
  tab,
  onTab,
  enabled,
  children,
}: {
  tab: LoginTab;
  onTab: (tab: LoginTab) => void;
  enabled: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  const id = useId();
  const refs = useRef<Partial<Record<LoginTab, HTMLButtonElement | null>>>({});
  const tabs: LoginTab[] = ['username', 'sms'];

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = tab === 'username' ? 'sms' : 'username';
    const target = event.key === 'Home' ? 'username' : event.key === 'End' ? 'sms' : next;
    onTab(target);
    refs.current[target]?.focus();
  }

  return (
    <>
      {enabled ? (
        <div role="tablist" aria-label={t('login.tabs')} className="auth-tabs">
          {tabs.map((name) => (
            <button
              key={name}
              ref={(element) => {
                refs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className="auth-tabs__tab"
              onClick={() => onTab(name)}
              onKeyDown={onKeyDown}
            >
              {t(name === 'username' ? 'login.tab_username' : 'login.tab_sms')}
            </button>
          ))}
        </div>
      ) : null}
      <div
        role={enabled ? 'tabpanel' : undefined}
        id={`${id}-panel`}
        aria-labelledby={enabled ? `${id}-${tab}` : undefined}
        className="auth-form"
      >
        {children}
      </div>
    </>
  );
}
