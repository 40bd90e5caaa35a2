import { useState, type Ref } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { selectionText, type PlacedOrder } from '@site/contract';
import { walletKeys } from '../../../api/keys';
import { useConsolidate } from '../../../api/wallet';
import { Dialog } from '../../../components/ui/dialog';
import { useCurrencySymbol } from '../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useProtectedAction } from '../../../hooks/use-protected-action';
import { useMoneyMoved } from '../../../hooks/use-money-moved';
import { currentLanguage } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount, formatCount } from '../../../lib/format';
import { usePlaceOrder } from '../api/lottery-mutations';
import { lotteryQueries } from '../api/lottery-queries';
import { shortfallOf, type SpendingWallet } from '../hooks/use-spending-wallet';
import { chaseAmountMinor } from '../utils/chase-plan';
import { fromMinor, slipTotals, type SlipLine } from '../utils/line-math';
import { unitText } from './bet-builder';
import { ChasePanel, chaseIssues, type ChaseState } from './chase-panel';
import { ShortWallet } from './short-wallet';

interface BetSlipProps {
  gameId: string;
  gameName: string;
  /** The issue on sale, or null when nothing is (placing is then off). */
  numero: string | null;
  /** The wallet the bet is paid from, once known. */
  wallet: SpendingWallet | undefined;
  lines: SlipLine[];
  onRemove: (id: string) => void;
  onClear: () => void;
  chase: ChaseState;
  onChaseChange: (chase: ChaseState) => void;
  chaseOffered: boolean;
  /** The place button, which the phone's slip bar presses too. */
  placeRef?: Ref<HTMLButtonElement>;
  onPlaced: (placed: PlacedOrder) => void;
}

const isInsufficient = (error: unknown) =>
  error instanceof ApiError && error.code === 'wallet.insufficient';

/**
 * The bet slip: its lines with delete and clear, the chase planner, and placing through a
 * confirm dialog (issue, bets, amount, chase or not). A refusal keeps the slip and says why.
 * The dialog names the issue the bet goes to, or says sales are closed and takes no bet; when
 * the spending wallet is short while game wallets hold the rest, it offers to recall them.
 */
export function BetSlip({
  gameId,
  gameName,
  numero,
  wallet,
  lines,
  onRemove,
  onClear,
  chase,
  onChaseChange,
  chaseOffered,
  placeRef,
  onPlaced,
}: BetSlipProps) {
  const { t } = useTranslation('lottery');
  const symbol = useCurrencySymbol();
  const language = currentLanguage();
  const errorMessage = useErrorMessage();
  const protect = useProtectedAction();
  const place = usePlaceOrder();
  const recall = useConsolidate();
  const moneyMoved = useMoneyMoved();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const totals = slipTotals(lines);
  const chasing = chaseOffered && chase.on;
  const numeros = useQuery({
    ...lotteryQueries.chaseNumeros(gameId, chase.count),
    enabled: chasing,
  });
  const chaseNumeros = numeros.data?.chaseNumeros.map((n) => n.numero) ?? [];
  const planned = chasing ? chaseIssues(chase, chaseNumeros) : [];
  const totalMinor = chasing
    ? chaseAmountMinor(
        totals.amountMinor,
        planned.map((p) => p.multiple),
      )
    : totals.amountMinor;
  const shortfall = wallet ? shortfallOf(wallet, totalMinor) : 'enough';

  const submit = () => {
    if (!numero) return;
    const issues = chasing ? planned : [];
    place.mutate(
      {
        gameId,
        numero: issues[0]?.numero ?? numero,
        lines: lines.map((line) => ({
          playId: line.play.playId,
          content: line.content,
          unit: line.unit,
          multiple: line.multiple,
        })),
        ...(issues.length > 1 ? { chase: { issues, winStop: chase.winStop } } : {}),
        totalAmount: fromMinor(totalMinor),
      },
      {
        onSuccess: (placed) => {
          setConfirming(false);
          onPlaced(placed);
        },
        // The wallets changed since they were read (another tab, a game): read them again, so
        // the dialog says which wallet is short and what can be recalled.
        onError: (error) => {
          if (isInsufficient(error)) void moneyMoved();
        },
      },
    );
  };

  return (
    <section className="lot-slip" aria-labelledby="lot-slip-title">
      <div className="lot-slip__head">
        <h3 id="lot-slip-title" className="lot-slip__title">
          {t('slip.title')} <span className="lot-slip__count">{lines.length}</span>
        </h3>
        <button
          type="button"
          className="button button--ghost lot-slip__clear"
          disabled={lines.length === 0}
          onClick={onClear}
        >
          {t('slip.clear')}
        </button>
      </div>
      {lines.length === 0 ? (
        <p className="lot-slip__empty">{t('slip.empty')}</p>
      ) : (
        <ul className="lot-slip__lines" aria-label={t('slip.lines')}>
          {lines.map((line) => (
            <li key={line.id} className="lot-slip__line">
              <div className="lot-slip__what">
                <strong>{line.play.name[language]}</strong>
                <span className="lot-slip__picks">
                  {selectionText(line.play, line.selection, language)}
                </span>
                <span className="lot-slip__meta">
                  {t('slip.lineMeta', {
                    count: line.bets,
                    bets: formatCount(line.bets),
                    unit: unitText(line.unit),
                    multiple: line.multiple,
                  })}
                </span>
              </div>
              <span className="lot-slip__amount">
                {formatAmount(fromMinor(line.amountMinor), symbol)}
              </span>
              <button
                type="button"
                className="lot-slip__remove"
                aria-label={t('slip.remove', { play: line.play.name[language] })}
                onClick={() => onRemove(line.id)}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chaseOffered ? (
        <ChasePanel
          chase={chase}
          onChange={onChaseChange}
          slipAmountMinor={totals.amountMinor}
          numeros={numeros}
        />
      ) : null}
      <div className="lot-slip__foot">
        <p className="lot-slip__total">
          {chasing
            ? t('slip.totalChase', {
                count: totals.bets,
                bets: formatCount(totals.bets),
                issues: planned.length,
                total: formatAmount(fromMinor(totalMinor), symbol),
              })
            : t('slip.total', {
                count: totals.bets,
                bets: formatCount(totals.bets),
                total: formatAmount(fromMinor(totalMinor), symbol),
              })}
        </p>
        <button
          ref={placeRef}
          type="button"
          className="button button--accent lot-slip__place"
          disabled={lines.length === 0 || !numero || (chasing && planned.length < 2)}
          onClick={() =>
            // A free-play guest places its orders with play money.
            protect(
              () => {
                place.reset();
                recall.reset();
                // The figures the dialog checks the slip against: fresh ones.
                void client.invalidateQueries({ queryKey: walletKeys.merchantWallet() });
                setConfirming(true);
              },
              { playMoney: true },
            )
          }
        >
          {t('slip.place')}
        </button>
        {!numero ? <p className="lot-slip__closed">{t('slip.notOnSale')}</p> : null}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('confirm.title')}
        size="dialog"
        footer={
          <>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(false)}
            >
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              className="button button--accent"
              disabled={place.isPending || !numero || shortfall !== 'enough'}
              onClick={submit}
            >
              {place.isPending ? t('confirm.placing') : t('confirm.place')}
            </button>
          </>
        }
      >
        <dl className="lot-confirm">
          <dt>{t('confirm.game')}</dt>
          <dd>{gameName}</dd>
          <dt>{t('issue')}</dt>
          <dd data-testid="confirm-issue">
            {!numero
              ? t('confirm.closed')
              : chasing && planned.length > 0
                ? `${planned[0]!.numero} – ${planned.at(-1)!.numero}`
                : numero}
          </dd>
          <dt>{t('confirm.bets')}</dt>
          <dd>
            {t('confirm.betsValue', {
              count: totals.bets,
              bets: formatCount(totals.bets),
              lines: totals.lines,
            })}
          </dd>
          <dt>{t('confirm.chase')}</dt>
          <dd>
            {chasing
              ? t(chase.winStop ? 'confirm.chaseWinStop' : 'confirm.chaseYes', {
                  issues: planned.length,
                })
              : t('confirm.chaseNo')}
          </dd>
          <dt>{t('amount')}</dt>
          <dd className="lot-confirm__amount">{formatAmount(fromMinor(totalMinor), symbol)}</dd>
        </dl>
        {wallet ? (
          <ShortWallet
            wallet={wallet}
            amountMinor={totalMinor}
            recalling={recall.isPending}
            recallError={recall.error}
            onRecall={() => {
              place.reset();
              recall.mutate();
            }}
          />
        ) : null}
        {recall.isSuccess && wallet && !wallet.fetching && shortfall === 'enough' ? (
          <p className="lot-recalled" role="status">
            {t('short.recalled', { balance: formatAmount(wallet.balance, symbol) })}
          </p>
        ) : null}
        {!numero ? (
          <p className="lot-error" role="alert">
            {t('confirm.closedHint')}
          </p>
        ) : null}
        {place.isError && !(isInsufficient(place.error) && shortfall !== 'enough') ? (
          <p className="lot-error" role="alert">
            {errorMessage(place.error)}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
