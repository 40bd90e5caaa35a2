import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { nicknameSchema, type MemberInfo } from '@site/contract';
import { useUpdateProfile } from '../../api/update-profile';
import { FormField } from '../form-field';
import { MutationFeedback } from '../mutation-feedback';

/** The account name (fixed) and the nickname the member may change. */
export function ProfileSection({ member }: { member: MemberInfo }) {
  const { t } = useTranslation('member');
  const [nickname, setNickname] = useState(member.nickname ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateProfile();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = nicknameSchema.safeParse(nickname);
    if (!parsed.success) {
      setProblem(nickname.trim() ? t('security.profile.nickname_length') : t('security.required'));
      return;
    }
    setProblem(null);
    update.mutate({ nickname: parsed.data });
  }

  return (
    <section className="mc-section" aria-labelledby="mc-profile-title">
      <h4 id="mc-profile-title" className="mc-section__title">
        {t('security.profile.title')}
      </h4>
      <dl className="mc-facts">
        <dt>{t('security.profile.account')}</dt>
        <dd>{member.account}</dd>
      </dl>
      <form className="mc-form" noValidate onSubmit={submit}>
        <FormField
          label={t('security.profile.nickname')}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          hint={t('security.profile.nickname_hint')}
          error={problem}
          autoComplete="nickname"
          maxLength={40}
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
