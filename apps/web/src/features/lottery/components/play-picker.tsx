import { useTranslation } from '../../../i18n/react';
import type { LotteryFamily, LottPlay, PlayMode } from '@site/contract';
import { currentLanguage } from '../../../i18n';
import { playGroups } from '../utils/plays';

/**
 * The play menu: groups, then the group's plays (the original's playMenuGroups). Choosing a
 * group opens its first play; both are toggle buttons named by their visible text.
 */
export function PlayPicker({
  family,
  mode,
  play,
  onChange,
}: {
  family: LotteryFamily;
  mode: PlayMode;
  play: LottPlay;
  onChange: (play: LottPlay) => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const language = currentLanguage();
  const groups = playGroups(family, mode);
  const current = groups.find((g) => g.code === play.groupCode) ?? groups[0];
  const groupName = (code: string, first: LottPlay) => {
    const key = `groups.${code}`;
    return i18n.exists(`lottery:${key}`) ? t(key as 'groups.Fixed') : first.name[language];
  };
  return (
    <div className="lot-plays">
      <div className="lot-plays__groups" role="group" aria-label={t('play.groups')}>
        {groups.map((group) => (
          <button
            key={group.code}
            type="button"
            aria-pressed={group.code === current?.code}
            className="lot-plays__group"
            onClick={() => {
              if (group.code !== current?.code) onChange(group.plays[0]!);
            }}
          >
            {groupName(group.code, group.plays[0]!)}
          </button>
        ))}
      </div>
      {current && current.plays.length > 1 ? (
        <div className="lot-plays__list" role="group" aria-label={t('play.plays')}>
          {current.plays.map((p) => (
            <button
              key={p.playId}
              type="button"
              aria-pressed={p.playId === play.playId}
              className="lot-plays__play"
              onClick={() => onChange(p)}
            >
              {p.name[language]}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
