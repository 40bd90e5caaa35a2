import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { focusFirstField } from './focus-first-field';
import './dialog.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons and links at the bottom. */
  footer?: ReactNode;
  /** 'dialog' is 400 px wide, 'modal' 600 px (docs/product.md §9). */
  size?: 'dialog' | 'modal' | 'wide';
  className?: string;
  /** 'alertdialog' for warnings that need an answer (docs/product.md §8 popups). */
  role?: 'dialog' | 'alertdialog';
  /** Forced dialogs (e.g. a required password change): no close button, Esc does nothing. */
  dismissible?: boolean;
  /**
   * 'first-field': forms open ready to type (the browser would focus "Close", the first
   * control). By default the browser's choice stays, e.g. for pages with a menu.
   */
  initialFocus?: 'first-field';
}

/**
 * A modal on the native <dialog>: the browser keeps focus inside and makes the page
 * behind inert; we lock the body's scroll and give focus back to whatever opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'modal',
  className,
  role,
  dismissible = true,
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog this one opens from, if any: where focus goes when the opener itself is gone.
    const outer = opener?.closest('dialog') ?? null;
    if (!dialog.open) dialog.showModal();
    const stopWaiting =
      initialFocus === 'first-field'
        ? focusFirstField(
            dialog,
            // Still where showModal put it (the dialog or its close button), not yet inside, or
            // on a part of the dialog a script focused (tabindex -1: Tab never lands there).
            (active) =>
              !dialog.contains(active) ||
              active === dialog ||
              active === dialog.querySelector('.dialog__close') ||
              active?.getAttribute('tabindex') === '-1',
          )
        : () => {};
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      stopWaiting();
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      restoreFocus(opener, outer);
    };
    // The initial focus is chosen once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;
  return (
    // A click on the backdrop closes, like Esc does for keyboard users (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={`dialog dialog--${size}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      role={role}
      // Esc: let React state decide, so the dialog and the state never disagree.
      onCancel={(event) => {
        event.preventDefault();
        // React bubbles the cancel up its tree: Esc on a dialog opened inside another (a
        // confirmation in the member centre) must close this one only.
        event.stopPropagation();
        if (dismissible) onClose();
      }}
      onClick={(event) => {
        if (dismissible && event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        {/* Not <header>: inside <dialog> it would be a second banner landmark. */}
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              className="dialog__close"
              onClick={onClose}
              aria-label={t('close')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          ) : null}
        </div>
        <div className="dialog__body">{children}</div>
        {footer ? <footer className="dialog__footer">{footer}</footer> : null}
      </div>
    </dialog>
  );
}

/**
 * Gives focus back to what opened the dialog. A dialog that opened by itself (e.g. the home
 * notices on arrival) or whose opener is gone hands it to the main landmark, so the next Tab
 * continues in the page rather than from the end of the document.
 */
function restoreFocus(opener: HTMLElement | null, outer: HTMLDialogElement | null) {
  if (opener && opener !== document.body && opener.isConnected) {
    opener.focus();
    return;
  }
  // The opener went away (a confirmed row changed): stay in the dialog it was in, on its title,
  // rather than fall to <body> behind a modal.
  const outerTitle = outer?.open ? outer.querySelector<HTMLElement>('.dialog__title') : null;
  if (outerTitle) {
    // Focusable only from here: a tabindex in the markup would take showModal's first focus.
    outerTitle.tabIndex = -1;
    outerTitle.focus({ preventScroll: true });
    return;
  }
  document.getElementById('main')?.focus({ preventScroll: true });
}
