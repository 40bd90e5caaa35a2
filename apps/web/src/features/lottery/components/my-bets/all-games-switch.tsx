import { useTranslation } from '../../../../i18n/react';

/** The orders' one filter: this game's, or every game's. */
export function AllGamesSwitch({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (allGames: boolean) => void;
}) {
  const { t } = useTranslation('lottery');
  return (
    <label className="lot-switch">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('mine.allGames')}</span>
    </label>
  );
}
