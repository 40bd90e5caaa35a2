import { useId } from 'react';
import { useTranslation } from '../../../../i18n/react';
import * as z from 'zod/mini';
import { nicknameSchema, type MemberInfo } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { filledText, useSchemaForm } from '../../../../components/form/use-schema-form';
import { useUpdateProfile } from '../../api/update-profile';
import { useFieldErrorText } from '../../hooks/use-field-error-text';
import { showRefusal } from '../../../../lib/form-errors';
import { MutationFeedback } from '../mutation-feedback';

const schema = z.object({
  nickname: filledText('security.required', {
    check: (value) => nicknameSchema.safeParse(value).success,
    message: 'security.profile.nickname_length',
  }),
});
type Values = z.infer<typeof schema>;

/** The account name (fixed) and the nickname the member may change. */
export function ProfileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const errorText = useFieldErrorText();
  const titleId = useId();
  const form = useSchemaForm<Values>(schema, {
    defaultValues: { nickname: member.nickname ?? '' },
  });
  const update = useUpdateProfile();

  const onSubmit = form.handleSubmit(({ nickname }) =>
    update.mutate(
      { nickname: nickname.trim() },
      { onError: (error) => showRefusal(error, {}, ['nickname'], form.setError) },
    ),
  );

  return (
    <section className="mc-section" aria-labelledby={titleId}>
      <h4 id={titleId} className="mc-section__title">
        {t('security.profile.title')}
      </h4>
      <dl className="mc-facts">
        <dt>{t('security.profile.account')}</dt>
        <dd>{member.account}</dd>
      </dl>
      <form className="mc-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field
          label={t('security.profile.nickname')}
          hint={t('security.profile.nickname_hint')}
          error={errorText(form.formState.errors.nickname?.message)}
          autoComplete="nickname"
          maxLength={40}
          {...form.register('nickname')}
        />
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t('security.saving') : t('security.save')}
        </button>
        <MutationFeedback
          error={update.error}
          success={update.isSuccess ? t('security.profile.nickname_saved') : null}
        />
      </form>
    </section>
  );
}
