import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MerchantWallet } from '@site/contract';
import { Dialog } from '../../../../components/ui/dialog';
import { useCurrencySymbol } from '../../../../hooks/use-currency-symbol';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import type { LaunchableGame } from '../../../../hooks/use-launch-game';
import { formatAmount } from '../../../../lib/format';
import { useUiStore } from '../../../../stores/ui';
import { merchantWalletQuery } from './launch-calls';
import { TransferOffer } from './transfer-offer';
import { useLaunchErrorText, vendorNameOf } from './use-launch-error-text';
import { useStartGame, type StartGame } from './use-start-game';
import { VendorGamePicker } from './vendor-game-picker';
import './launcher.css';

/**
 * The game launcher (SPEC §4 third-party launch), opened by useLaunchGame for the game in the
 * ui store: a VASSALAGE entry first lists its vendor's games; a transfer-wallet vendor's game
 * offers to move money into its wallet; then the platform's launch, and the /game page.
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
    <Dialog open onClose={close} title={title} className="launcher">
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

/** From the offer (or at once) to the /game page: the launch call and what follows it. */
interface LaunchStepsProps {
  game: LaunchableGame;
  start: StartGame;
  onClose: () => void;
}

function LaunchSteps({ game, start, onClose }: LaunchStepsProps) {
  const { t } = useTranslation('play');
  const symbol = useCurrencySymbol();
  const wallet = useQuery({ ...merchantWalletQuery(), enabled: game.maintenance !== 1 });
  // Money the member already moved for this launch: a retry must not move it again.
  const [transferred, setTransferred] = useState<number | null>(null);
  const vendor = vendorNameOf(game);

  let step: { key: string; view: ReactNode };
  if (game.maintenance === 1) {
    step = {
      key: 'maintenance',
      view: (
        <Refusal onClose={onClose}>
          {t('launch_errors.game_maintenance', { game: game.gameName })}
        </Refusal>
      ),
    };
  } else if (!start.mutation.isIdle) {
    step = {
      key: start.mutation.isError ? 'failed' : 'starting',
      view: start.mutation.isError ? (
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
      ) : (
        <Progress>{t('launcher.starting', { game: game.gameName })}</Progress>
      ),
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
          onPlay={() => start.run(game, 0)}
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
            onTransferred={(amount) => {
              setTransferred(amount);
              start.run(game, 1);
            }}
            onSkip={() => start.run(game, 0)}
          />
        ),
      };
    } else {
      // A seamless vendor (or a single-wallet merchant): nothing to move, start at once.
      step = {
        key: 'starting',
        view: (
          <StartAtOnce start={() => start.run(game, 0)}>
            {t('launcher.starting', { game: game.gameName })}
          </StartAtOnce>
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

/** Starts the launch once, when shown (not again on a re-render). */
function StartAtOnce({ start, children }: { start: () => void; children: ReactNode }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  return <Progress>{children}</Progress>;
}

function Progress({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="launcher__status">
      <span className="spinner" aria-hidden="true" /> {children}
    </p>
  );
}

/** Why the game cannot start now (maintenance): nothing to do but close. */
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

/** The launch failed: why, in words, and a retry that keeps everything the member did. */
function LaunchFailure({ game, error, onRetry, onClose, children }: LaunchFailureProps) {
  const { t } = useTranslation('play');
  const errorText = useLaunchErrorText();
  return (
    <>
      <p role="alert" className="launcher__error">
        {errorText(error, game)}
      </p>
      {children ? <p>{children}</p> : null}
      <div className="launcher__actions">
        <button type="button" className="button" onClick={onRetry}>
          {t('launcher.retry')}
        </button>
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
