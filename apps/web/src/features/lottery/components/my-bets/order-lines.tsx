import { parseBettingContent, playById, selectionText, type LotteryOrder } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { currentLanguage } from '../../../../i18n';
import { formatAmount } from '../../../../lib/format';
import { unitText } from '../bet-builder';

/** An order's lines, each with its play, picks and win. */
export function OrderLines({ order }: { order: LotteryOrder }) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  return (
    <div className="lot-table-wrap">
      <table className="lot-table">
        <caption className="visually-hidden">{t('mine.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('mine.play')}</th>
            <th scope="col">{t('mine.picks')}</th>
            <th scope="col">{t('confirm.bets')}</th>
            <th scope="col">{t('unit.label')}</th>
            <th scope="col">{t('multiple.label')}</th>
            <th scope="col">{t('amount')}</th>
            <th scope="col">{t('mine.win')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => {
            const play = playById(line.playId);
            const selection = play ? parseBettingContent(play, line.content) : undefined;
            return (
              <tr key={line.lineNo}>
                <th scope="row">{play?.name[language] ?? line.playId}</th>
                <td>
                  {play && selection ? selectionText(play, selection, language) : line.content}
                </td>
                <td>{line.bets}</td>
                <td>{unitText(line.unit)}</td>
                <td>{line.multiple}</td>
                <td>{formatAmount(line.amount, symbol)}</td>
                <td>{formatAmount(line.win, symbol)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
