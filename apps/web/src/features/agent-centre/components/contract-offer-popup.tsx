import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Consolidated, ContractStatus, ContractType } from '@site/contract';
import { Dialog } from '../../../components/ui/dialog';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useSession } from '../../../hooks/use-session';
import { useTranslation } from '../../../i18n/react';
import { useCentrePlace } from '../../../hooks/use-centre';
import { useUiStore } from '../../../stores/ui';
import { consolidatedQuery } from '../api/consolidated';
import { useAnswerContract, type AnswerTarget, type ContractAnswer } from '../api/contracts';
import { ConfirmDialog } from './contracts/confirm-dialog';
import { ContractTerms, type Terms } from './contracts/contract-terms';
import './contracts/contracts.css';

/** One thing waiting for the member's answer: an offer (P, E) or a termination request (V). */
export interface ContractRequest {
  key: string;
  status: ContractStatus;
  target: AnswerTarget;
  terms: Terms;
}

/**
 * The consolidated value's offers and termination requests (docs/product.md §3; notes §1 "Contract
 * offer
 * popup"), in one shape: dividends by product (divtypereq, divstatus), daily salaries
 * (dailysalreqtype details), hourly (contracthoursalreq hourSalaryRates), real-time
 * (realtimesalreqtype rates).
 */
export function requestsOf(value: Consolidated | undefined): ContractRequest[] {
  if (!value) return [];
  const requests: ContractRequest[] = [];
  const add = (
    type: ContractType,
    id: string,
    product: string,
    status: ContractStatus,
    terms: Omit<Terms, 'type'>,
  ) => {
    if (status !== 'P' && status !== 'E' && status !== 'V') return;
    requests.push({
      key: `${type}:${product}:${id}:${status}`,
      status,
      target: { type, id, product: product as AnswerTarget['product'] },
      terms: { type, ...terms },
    });
  };
  for (const [product, tiers] of Object.entries(value.divtypereq)) {
    const status = value.divstatus[product];
    if (!status) continue;
    add('DIVIDEND', '', product, status, {
      tiers: tiers.map((tier) => ({
        minimumBet: tier.minimumBet,
        netLoss: tier.netLoss,
        activeMember: tier.activeMember,
        rateType: 'P',
        rate: tier.contractRate,
      })),
    });
  }
  for (const [product, offers] of Object.entries(value.dailysalreqtype)) {
    for (const offer of offers) {
      add('DAILY', offer.id, product, offer.status, {
        tiers: offer.details.map((d) => ({
          minimumBet: d.betVolume,
          netLoss: 0,
          activeMember: d.activeMember,
          rateType: d.rateType,
          rate: d.rate,
        })),
      });
    }
  }
  for (const [product, offers] of Object.entries(value.contracthoursalreq)) {
    for (const offer of offers) {
      add('HOURLY', offer.contractId, product, offer.status, {
        tiers: offer.hourSalaryRates.map((r) => ({ ...r, netLoss: 0 })),
      });
    }
  }
  for (const [product, offers] of Object.entries(value.realtimesalreqtype)) {
    for (const offer of offers) {
      add('REALTIME', offer.contractId, product, offer.status, {
        tiers: [],
        profitRate: offer.profitRate,
        lossRate: offer.lossRate,
        singleBetAmount: offer.singleBetAmount,
      });
    }
  }
  return requests;
}

/**
 * The member's contract popup: mounted for a logged-in member, it reads the consolidated value
 * and, when an upline offers a contract or asks to end one, shows it with its terms and the
 * answers (accept / reject; agree to end / keep). A lower-ratio replacement
 * (downlineHigherRate 'Y') is confirmed first. Every answer reloads the consolidated value.
 * "Later" hides it until the next visit; the agent centre's own pages answer too.
 */
export default function ContractOfferPopup() {
  // A free-play guest (type 4) holds no contracts and is not asked.
  const { isTrial } = useSession();
  const { data } = useQuery({ ...consolidatedQuery(), enabled: !isTrial });
  const agentCentreOpen = useCentrePlace()?.centre === 'agent';
  const [later, setLater] = useState<ReadonlySet<string>>(new Set());
  const requests = requestsOf(data).filter((r) => !later.has(r.key));
  // The agent centre's contract pages show the same requests; one dialog at a time.
  if (!data || isTrial || requests.length === 0 || agentCentreOpen) return null;
  return (
    <ContractRequestDialog
      requests={requests}
      higherRate={data.downlineHigherRate === 'Y'}
      onLater={() => setLater(new Set([...later, ...requests.map((r) => r.key)]))}
    />
  );
}

function ContractRequestDialog({
  requests,
  higherRate,
  onLater,
}: {
  requests: ContractRequest[];
  higherRate: boolean;
  onLater: () => void;
}) {
  // The strings load with the popup only when there is something to show.
  const { t } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const showNotice = useUiStore((s) => s.showNotice);
  const answer = useAnswerContract();
  const [confirming, setConfirming] = useState(false);
  const request = requests[0]!;
  const kind = t(`contracts.kinds.${request.target.type}`).toLowerCase();
  const termination = request.status === 'V';

  const send = (status: ContractAnswer) => {
    setConfirming(false);
    answer.mutate(
      { target: request.target, status },
      { onSuccess: () => showNotice(t(`contracts.mine.answered.${status}`)) },
    );
  };
  const accept = () => {
    if (higherRate && request.status === 'E') setConfirming(true);
    else send('A');
  };

  return (
    <>
      <Dialog
        open
        onClose={onLater}
        title={t('contracts.popup.title')}
        size="modal"
        role="alertdialog"
        footer={
          <div className="agent-confirm__actions">
            <button
              type="button"
              className="button button--ghost"
              onClick={onLater}
              disabled={answer.isPending}
            >
              {t('contracts.popup.later')}
            </button>
            {termination ? (
              <>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => send('A')}
                  disabled={answer.isPending}
                >
                  {t('contracts.mine.keep')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={() => send('C')}
                  disabled={answer.isPending}
                >
                  {t('contracts.mine.agree')}
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => send('R')}
                  disabled={answer.isPending}
                >
                  {t('contracts.mine.reject')}
                </button>
                <button
                  type="button"
                  className="button"
                  onClick={accept}
                  disabled={answer.isPending}
                >
                  {t('contracts.mine.accept')}
                </button>
              </>
            )}
          </div>
        }
      >
        <div className="contract-popup__offer" key={request.key}>
          {requests.length > 1 ? (
            <p className="contract-popup__position">
              {t('contracts.popup.n_of', { n: 1, total: requests.length })}
            </p>
          ) : null}
          <p>
            {termination
              ? t('contracts.popup.intro_termination', { kind })
              : request.status === 'E'
                ? t('contracts.popup.intro_replace', { kind })
                : t('contracts.popup.intro_offer', { kind })}
          </p>
          {request.target.type === 'DIVIDEND' ? (
            <p>
              {t('contracts.terms.product')}: {t(`contracts.products.${request.target.product}`)}
            </p>
          ) : null}
          <ContractTerms terms={request.terms} />
          {answer.isError ? (
            <p className="agent-feedback agent-feedback--error" role="alert">
              {errorMessage(answer.error)}
            </p>
          ) : null}
        </div>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={t('contracts.popup.higher_rate_title')}
        confirmLabel={t('contracts.popup.higher_rate_confirm')}
        cancelLabel={t('contracts.popup.back')}
        onConfirm={() => send('A')}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('contracts.popup.higher_rate_body')}</p>
      </ConfirmDialog>
    </>
  );
}
