import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import * as z from 'zod/mini';
import { filledSecret, useSchemaForm } from '../../../components/form/use-schema-form';
import { usePasswordRule } from '../hooks/use-password-rule';
import { useNavigate } from 'react-router';
import { memberCalls, WEAK_DEFAULT_PASSWORD } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/form/field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { call } from '../../../lib/api-client';
import { takeHandedPassword } from '../../../lib/password-handover';
import { useLogout } from '../../../hooks/use-logout';
import { markPasswordChange } from '../../../stores/session';
import { useUiStore } from '../../../stores/ui';
import { useFieldErrorText } from '../hooks/use-field-error-text';
import { showRefusal } from '../../../lib/form-errors';
import { FormSubmit } from './form-submit';
import { confirmationCheck, newPasswordField, NewPasswordFields } from './new-password-fields';
import './registration.css';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * changePassModal (docs/product.md §2, §5). In forced mode (weak default or expired password) it
 * cannot be dismissed: logging out is the only other way out. The old password is not
 * asked when the login supplied it (after a reload it is asked, and the field says why).
 */
export default function ChangePassModal() {
  const { t } = useTranslation('registration');
  const open = useUiStore((s) => s.authModal === 'changePass');
  const forced = useUiStore((s) => s.forcedPasswordChange);
  const close = useUiStore((s) => s.closeAuthModal);
  return (
    <Dialog
      open={open}
      onClose={close}
      dismissible={!forced}
      title={t('change.title')}
      size="dialog"
    >
      <ChangePassForm forced={forced} />
    </Dialog>
  );
}

function ChangePassForm({ forced }: { forced: boolean }) {
  const { t } = useTranslation('registration');
  // The password the login just typed lives only here, in the form's state: it goes when the
  // form closes (the dialog unmounts it) and is never kept in a store.
  const [storedOldPassword] = useState(takeHandedPassword);
  const errorText = useFieldErrorText();
  const queryClient = useQueryClient();
  const close = useUiStore((s) => s.closeAuthModal);
  const showNotice = useUiStore((s) => s.showNotice);
  const navigate = useNavigate();
  const askOld = storedOldPassword === null;
  const errorMessage = useErrorMessage();
  const logout = useLogout(close);
  const rule = usePasswordRule();
  const schema = useMemo(
    () =>
      z
        .object({
          // Asked only when the session does not hold the one just typed at login.
          oldPassword: askOld ? filledSecret('required') : z.string(),
          newPassword: newPasswordField(rule),
          confirmNewPassword: z.string(),
        })
        .check(confirmationCheck),
    [askOld, rule],
  );
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    mode: 'onTouched',
  });
  const change = useMutation({
    mutationFn: (values: Values) =>
      call(memberCalls.changePassword, {
        body: {
          oldPassword: askOld ? values.oldPassword : storedOldPassword,
          newPassword: values.newPassword,
          confirmNewPassword: values.confirmNewPassword,
        },
      }),
    onSuccess: async () => {
      markPasswordChange(false);
      // docs/product.md §4: login info reloads, the modal closes, go to /; the member centre it may
      // have
      // been opened from closes too (home's address opens none), so home is what shows.
      await queryClient.invalidateQueries({ queryKey: memberKeys.info() });
      close();
      showNotice(t('change.done'));
      navigate('/');
    },
    onError: (error) =>
      showRefusal(error, {}, ['oldPassword', 'newPassword', 'confirmNewPassword'], form.setError),
  });
  // The platform says only that a change is required; the weak default is the one cause
  // the web can tell (an expired password and an operator's first login read the same).
  const reason = !forced
    ? null
    : storedOldPassword === WEAK_DEFAULT_PASSWORD
      ? t('change.forced_weak')
      : t('change.forced_generic');

  return (
    <form
      className="reg-form__fields"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => change.mutate(values))(event)}
    >
      {reason ? (
        <p className="reg-form__warning" role="alert">
          {reason}
        </p>
      ) : null}
      {askOld ? (
        <Field
          label={t('fields.oldPassword')}
          type="password"
          autoComplete="current-password"
          required
          hint={forced ? t('change.old_password_hint') : undefined}
          error={errorText(form.formState.errors.oldPassword?.message)}
          {...form.register('oldPassword')}
        />
      ) : null}
      <NewPasswordFields form={form} />
      <p className="reg-form__hint">{t('change.other_sessions')}</p>
      <FormSubmit
        label={t('change.submit')}
        pendingLabel={t('change.saving')}
        pending={change.isPending}
        error={change.error}
      />
      {forced ? (
        <>
          <button
            type="button"
            className="button button--ghost reg-form__submit"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            aria-busy={logout.isPending}
          >
            {logout.isPending ? t('change.logging_out') : t('change.log_out')}
          </button>
          {logout.isError ? (
            <p className="reg-form__failure" role="alert">
              {errorMessage(logout.error)}
            </p>
          ) : null}
        </>
      ) : null}
    </form>
  );
}
