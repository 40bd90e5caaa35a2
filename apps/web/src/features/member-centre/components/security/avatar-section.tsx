import { type ChangeEvent, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import { AVATAR_MAX_BYTES, customAvatarSchema } from '@site/contract';
import { LoadError } from '../../../../components/ui/section-state';
import { avatarQueries, useSetAvatar } from '../../api/avatar';
import { MutationFeedback } from '../mutation-feedback';

const ACCEPTED_TYPES = ['image/png', 'image/jpeg'];

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

/** The current avatar, the STATIC icons to pick from, and a CUSTOM png/jpg upload of 1 MB at most. */
export function AvatarSection() {
  const { t } = useTranslation('member');
  const current = useQuery(avatarQueries.current());
  const icons = useQuery(avatarQueries.icons());
  const setAvatar = useSetAvatar();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const titleId = useId();
  const iconsId = useId();
  const hintId = useId();

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Lets the same file be chosen again after a failure.
    input.value = '';
    if (!file) return;
    setAvatar.reset();
    if (!ACCEPTED_TYPES.includes(file.type)) return setFileProblem(t('security.avatar.wrong_type'));
    if (file.size > AVATAR_MAX_BYTES) return setFileProblem(t('security.avatar.too_large'));
    let dataUrl: string;
    try {
      dataUrl = await readAsDataUrl(file);
    } catch {
      return setFileProblem(t('security.avatar.unreadable'));
    }
    const parsed = customAvatarSchema.safeParse(dataUrl);
    if (!parsed.success) return setFileProblem(t('security.avatar.unreadable'));
    setFileProblem(null);
    setAvatar.mutate({ avatarType: 'CUSTOM', avatar: parsed.data });
  }

  const chosen = current.data?.avatar ?? null;
  return (
    <section className="mc-section" aria-labelledby={titleId} aria-busy={setAvatar.isPending}>
      <h4 id={titleId} className="mc-section__title">
        {t('security.avatar.title')}
      </h4>
      <div className="mc-avatar">
        {current.isPending ? (
          <span className="mc-avatar__current mc-avatar__current--empty" role="status">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('centre.loading')}</span>
          </span>
        ) : current.isError ? (
          <LoadError error={current.error} onRetry={() => void current.refetch()} />
        ) : chosen ? (
          <img className="mc-avatar__current" src={chosen} alt={t('security.avatar.current')} />
        ) : (
          <span className="mc-avatar__current mc-avatar__current--empty">
            {t('security.avatar.none')}
          </span>
        )}
        <div className="mc-avatar__choices">
          <p id={iconsId} className="mc-avatar__heading">
            {t('security.avatar.icons')}
          </p>
          {icons.isPending ? (
            <p role="status">{t('centre.loading')}</p>
          ) : icons.isError ? (
            <LoadError error={icons.error} onRetry={() => void icons.refetch()} />
          ) : icons.data.list.length === 0 ? (
            <p>{t('security.avatar.icons_empty')}</p>
          ) : (
            <ul className="mc-avatar__icons" aria-labelledby={iconsId}>
              {icons.data.list.map((icon, index) => (
                <li key={icon.id}>
                  <button
                    type="button"
                    className="mc-avatar__icon"
                    aria-pressed={current.data?.avatarType === 'STATIC' && chosen === icon.url}
                    disabled={setAvatar.isPending}
                    onClick={() => {
                      setFileProblem(null);
                      setAvatar.mutate({ avatarType: 'STATIC', avatar: icon.id });
                    }}
                  >
                    <img src={icon.url} alt={t('security.avatar.icon_n', { n: index + 1 })} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label className="button button--ghost mc-avatar__upload">
            {t('security.avatar.upload')}
            <input
              type="file"
              className="visually-hidden"
              accept={ACCEPTED_TYPES.join(',')}
              disabled={setAvatar.isPending}
              aria-describedby={hintId}
              onChange={(event) => void upload(event)}
            />
          </label>
          <p id={hintId} className="field__hint">
            {t('security.avatar.upload_hint')}
          </p>
          {fileProblem ? (
            <p className="mc-feedback mc-feedback--error" role="alert">
              {fileProblem}
            </p>
          ) : null}
          <MutationFeedback
            error={setAvatar.error}
            success={setAvatar.isSuccess ? t('security.avatar.saved') : null}
          />
        </div>
      </div>
    </section>
  );
}
