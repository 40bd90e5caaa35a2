import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react';
import type { TFunction } from 'i18next';
import type { MerchantWallet } from '@site/contract';
import { Dialog } from '../../../../components/ui/dialog';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { ApiError } from '../../../../lib/api-client';
import { formatAmount } from '../../../../lib/format';
import { useUiStore } from '../../../../stores/ui';
import { merchantWalletQuery } from '../../../../api/wallet';
import { TransferOffer } from './transfer-offer';
import { useLaunchErrorText, vendorNameOf } from './use-launch-error-text';
import { useStartGame, type StartGame } from './use-start-game';
import { VendorGamePicker } from './vendor-game-picker';
import './launcher.css';

/**
 * The game launcher (docs/product.md §4 third-party launch), opened by useLaunchGame for the game
 * in the
 * ui store: a VASSALAGE entry first lists its vendor's games; then the platform's launch; a
 * transfer-wallet vendor's game then offers to move money into its wallet; then /game.
 */
export default function GameLauncher() {
  const launching = useUiStore((s) => s.launchingGame);
  const close = useUiStore((s) => s.closeGameLauncher);
  // A new launch starts afresh: nothing of the last one (a typed amount, a failure) carries over.
  return launching ? <LaunchFlow key={launching.gameId} entry={launching} onClose={close} /> : null;
}

function LaunchFlow({ entry, onClose }: { entry: LaunchableGame; onClose: () => void }) {
  const { t } = useTranslation('play');
  const [chosen, setChosen] = useState<LaunchableGame | null>(
    entry.isGame === 'VASSALAGE' ? null : entry,
  );
  const start = useStartGame();
  // Closing gives up the launch: a late answer must not open a game the member closed.
  const close = () => {
    start.cancel();
    onClose();
  };
  const title = chosen
    ? t('launcher.title', { game: chosen.gameName })
    : t('launcher.picker_title', { vendor: vendorNameOf(entry) });
  return (
    // Opens on the first field (the picker's search, the transfer amount once it shows), not
    // on Close, which the browser would pick.
    <Dialog open onClose={close} title={title} className="launcher" initialFocus="first-field">
      <Step stepKey={chosen ? chosen.gameId : 'picker'}>
        {chosen ? (
          <LaunchSteps game={chosen} start={start} onClose={close} />
        ) : (
          <VendorGamePicker entry={entry} onChoose={setChosen} />
        )}
      </Step>
    </Dialog>
  );
}

/** The vendor's own wallet when the merchant has transfer wallets and the vendor is one. */
const transferWalletOf = (wallet: MerchantWallet, vassalage: string) =>
  wallet.isSingle ? undefined : wallet.wallets.find((w) => w.wallet === vassalage);

/** What the web already knows keeps a game from starting: no call is made for it. */
function knownRefusal(game: LaunchableGame, t: TFunction<'play'>): string | null {
  if (game.maintenance === 1) return t('launch_errors.game_maintenance', { game: game.gameName });
  if (game.supportPlay === false) {
    return t('launch_errors.game_unavailable', { game: game.gameName });
  }
  return null;
}

/** From the launch to the /game page: the transfer offer in between when the vendor has one. */
interface LaunchStepsProps {
  game: LaunchableGame;
  start: StartGame;
  onClose: () => void;
}

function LaunchSteps({ game, start, onClose }: LaunchStepsProps) {
  const { t } = useTranslation('play');
  const refusal = knownRefusal(game, t);
  return refusal ? (
    <Step stepKey="refused">
      <Refusal onClose={onClose}>{refusal}</Refusal>
    </Step>
  ) : (
    <LaunchThenOffer game={game} start={start} onClose={onClose} />
  );
}

/**
 * The launch first: it is where the platform refuses what cannot start, so no money moves for
 * a game that will not open. Once it answers, a transfer-wallet vendor's game offers the
 * transfer (the wallets load meanwhile), anything else opens at once.
 */
function LaunchThenOffer({ game, start, onClose }: LaunchStepsProps) {
  const { t } = useTranslation('play');
  const symbol = useCurrencySymbol();
  const wallet = useQuery(merchantWalletQuery());
  // Money the member already moved for this launch: a retry must not move it again.
  const [transferred, setTransferred] = useState<number | null>(null);
  const vendor = vendorNameOf(game);
  const launched = useRef(false);
  useEffect(() => {
    if (launched.current) return;
    launched.current = true;
    start.launch(game);
  }, [start, game]);

  let step: { key: string; view: ReactNode };
  if (start.mutation.isError) {
    step = {
      key: 'failed',
      view: (
        <LaunchFailure
          game={game}
          error={start.mutation.error}
          onRetry={start.retry}
          onClose={onClose}
        >
          {transferred === null
            ? null
            : t('launcher.transferred_kept', {
                amount: formatAmount(transferred, symbol),
                vendor,
              })}
        </LaunchFailure>
      ),
    };
  } else if (!start.mutation.isSuccess) {
    // Launching, or launching again after the offer when the first launch grew old.
    step = {
      key: 'starting',
      view: <Progress>{t('launcher.starting', { game: game.gameName })}</Progress>,
    };
  } else if (wallet.isPending) {
    step = { key: 'checking', view: <Progress>{t('launcher.checking')}</Progress> };
  } else if (!wallet.data) {
    // Only when the wallets never came: a later refresh that fails (after a transfer whose
    // answer was lost, say) keeps the offer, with the amount typed and its Idempotency-Key.
    step = {
      key: 'wallet-failed',
      view: (
        <WalletFailure
          error={wallet.error}
          onRetry={() => void wallet.refetch()}
          onPlay={() => start.play(game, 0)}
        />
      ),
    };
  } else {
    const vendorWallet = transferWalletOf(wallet.data, game.vassalage);
    if (vendorWallet?.maintenance) {
      step = {
        key: 'vendor-maintenance',
        view: (
          <Refusal onClose={onClose}>
            {t('transfer.vendor_maintenance', { vendor: vendorWallet.displayName })}
          </Refusal>
        ),
      };
    } else if (vendorWallet) {
      step = {
        key: 'offer',
        view: (
          <TransferOffer
            main={wallet.data.main}
            vendor={vendorWallet}
            minBet={game.minBet}
            gameId={game.gameId}
            onTransferred={(amount) => {
              setTransferred(amount);
              start.play(game, 1);
            }}
            onSkip={() => start.play(game, 0)}
          />
        ),
      };
    } else {
      // A seamless vendor (or a single-wallet merchant): nothing to move, open at once.
      step = {
        key: 'starting',
        view: (
          <OpenAtOnce open={() => start.play(game, 0)}>
            {t('launcher.starting', { game: game.gameName })}
          </OpenAtOnce>
        ),
      };
    }
  }
  return <Step stepKey={step.key}>{step.view}</Step>;
}

/**
 * One step of the flow. The control that moved it on goes away with the old step, so focus
 * would fall to the page: it lands on the new step instead, which screen readers then read.
 */
function Step({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const dialog = ref.current?.closest('dialog');
    if (dialog && !dialog.contains(document.activeElement)) {
      ref.current?.focus({ preventScroll: true });
    }
  }, [stepKey]);
  return (
    <div ref={ref} tabIndex={-1} className="launcher__step">
      {children}
    </div>
  );
}

/** Opens the game once, when shown (not again on a re-render). */
function OpenAtOnce({ open, children }: { open: () => void; children: ReactNode }) {
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    open();
  }, [open]);
  return <Progress>{children}</Progress>;
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="launcher__status">
      <span className="spinner" aria-hidden="true" /> {children}
    </p>
  );
}

/** Why the game cannot start (maintenance, not playable): nothing to do but close. */
function Refusal({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation('play');
  return (
    <>
      <p role="alert" className="launcher__error">
        {children}
      </p>
      <div className="launcher__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('launcher.ok')}
        </button>
      </div>
    </>
  );
}

interface LaunchFailureProps {
  game: LaunchableGame;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
  /** What else the member should know (money already moved). */
  children: ReactNode;
}

/** Refusals that stay refusals however often the member asks again: no retry is offered. */
const FINAL_REFUSALS = new Set([
  'game.unavailable',
  'game.not.found',
  'game.lottery',
  'member.trial',
]);

/** The launch failed: why, in words, and a retry that keeps everything the member did. */
function LaunchFailure({ game, error, onRetry, onClose, children }: LaunchFailureProps) {
  const { t } = useTranslation('play');
  const errorText = useLaunchErrorText();
  const final = error instanceof ApiError && FINAL_REFUSALS.has(error.code);
  return (
    <>
      <p role="alert" className="launcher__error">
        {errorText(error, game)}
      </p>
      {children ? <p>{children}</p> : null}
      <div className="launcher__actions">
        {final ? null : (
          <button type="button" className="button" onClick={onRetry}>
            {t('launcher.retry')}
          </button>
        )}
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('launcher.cancel')}
        </button>
      </div>
    </>
  );
}

interface WalletFailureProps {
  error: unknown;
  onRetry: () => void;
  onPlay: () => void;
}

/** The wallets did not load: ask again, or play without the transfer offer. */
function WalletFailure({ error, onRetry, onPlay }: WalletFailureProps) {
  const { t } = useTranslation('play');
  const message = useErrorMessage();
  return (
    <>
      <p role="alert" className="launcher__error">
        {t('launcher.wallet_failed')} {message(error)}
      </p>
      <div className="launcher__actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('launcher.retry')}
        </button>
        <button type="button" className="button button--ghost" onClick={onPlay}>
          {t('transfer.skip')}
        </button>
      </div>
    </>
  );
}
