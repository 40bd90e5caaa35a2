import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contract, ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { formatDateTime } from '../../../../lib/format';
import { LoadError } from '../../../../components/ui/section-state';
import { contractsQuery, useAnswerContract, type ContractAnswer } from '../../api/contracts';
import { inForce, openOffer } from '../../utils/contract-terms';
import { ContractTerms } from './contract-terms';

/**
 * "My contract": the contract(s) in force (a dividend may have one per product) with their
 * tiers, period, upline (or the house) and status, and what waits for my answer: an offer
 * (accept / reject) or my upline's termination request (agree / keep).
 */
export function MyContract({ type }: { type: ContractType }) {
  const { t } = useTranslation('agent');
  const query = useQuery(contractsQuery(type, 'mine', 1, 100));
  const answer = useAnswerContract();
  const errorMessage = useErrorMessage();
  const [done, setDone] = useState<ContractAnswer | null>(null);
  const kind = t(`contracts.kinds.${type}`).toLowerCase();

  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p role="status">{t('contracts.loading')}</p>;

  const contracts = query.data.list;
  const current = contracts.filter(inForce);
  const offers = contracts.filter(openOffer);
  const respond = (contract: Contract, status: ContractAnswer) => {
    setDone(null);
    answer.mutate({ target: contract, status }, { onSuccess: () => setDone(status) });
  };

  return (
    <div className="agent-contract">
      {offers.length ? (
        <section className="agent-contract__section" aria-label={t('contracts.mine.offers')}>
          <h4 className="agent-contract__title">{t('contracts.mine.offers')}</h4>
          {offers.map((offer) => (
            <article key={offer.id} className="agent-contract__card">
              <ContractFacts contract={offer} />
              {offer.status === 'E' ? (
                <p className="agent-contract__note">{t('contracts.mine.offer_replaces')}</p>
              ) : null}
              <ContractTerms terms={offer} />
              <div className="agent-contract__actions">
                <button
                  type="button"
                  className="button"
                  disabled={answer.isPending}
                  onClick={() => respond(offer, 'A')}
                >
                  {t('contracts.mine.accept')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={answer.isPending}
                  onClick={() => respond(offer, 'R')}
                >
                  {t('contracts.mine.reject')}
                </button>
              </div>
            </article>
          ))}
        </section>
      ) : null}

      <section className="agent-contract__section" aria-label={t('contracts.mine.in_force')}>
        <h4 className="agent-contract__title">{t('contracts.mine.in_force')}</h4>
        {current.length === 0 ? (
          <p className="agent-contract__empty">{t('contracts.mine.none', { kind })}</p>
        ) : (
          current.map((contract) => (
            <article key={contract.id} className="agent-contract__card">
              <ContractFacts contract={contract} />
              <ContractTerms terms={contract} />
              {contract.status === 'V' ? (
                <div
                  className="agent-contract__request"
                  role="group"
                  aria-label={t('contracts.mine.termination')}
                >
                  <p>{t('contracts.mine.termination')}</p>
                  <div className="agent-contract__actions">
                    <button
                      type="button"
                      className="button"
                      disabled={answer.isPending}
                      onClick={() => respond(contract, 'C')}
                    >
                      {t('contracts.mine.agree')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={answer.isPending}
                      onClick={() => respond(contract, 'A')}
                    >
                      {t('contracts.mine.keep')}
                    </button>
                  </div>
                </div>
              ) : null}
            </article>
          ))
        )}
      </section>

      {answer.isError ? (
        <p className="agent-feedback agent-feedback--error" role="alert">
          {errorMessage(answer.error)}
        </p>
      ) : null}
      <p className="agent-feedback agent-feedback--success" role="status">
        {done ? t(`contracts.mine.answered.${done}`) : ''}
      </p>
    </div>
  );
}

/** Product (dividends), period, upline or the house, status, and when it was offered. */
export function ContractFacts({
  contract,
  showAccount = false,
}: {
  contract: Contract;
  showAccount?: boolean;
}) {
  const { t, i18n } = useTranslation('agent');
  return (
    <dl className="agent-contract__facts">
      {showAccount ? (
        <>
          <dt>{t('contracts.terms.account')}</dt>
          <dd>{contract.account}</dd>
        </>
      ) : null}
      {contract.type === 'DIVIDEND' ? (
        <>
          <dt>{t('contracts.terms.product')}</dt>
          <dd>{t(`contracts.products.${contract.product}`)}</dd>
        </>
      ) : null}
      <dt>{t('contracts.terms.period')}</dt>
      <dd>{t(`contracts.period.${contract.periodType}`)}</dd>
      {showAccount ? null : (
        <>
          <dt>{t('contracts.terms.upline')}</dt>
          <dd>{contract.upline ?? t('contracts.terms.house')}</dd>
        </>
      )}
      <dt>{t('contracts.terms.status')}</dt>
      <dd>
        <span className={`agent-status agent-status--${contract.status}`}>
          {t(`contracts.status.${contract.status}`)}
        </span>
      </dd>
      <dt>{t('contracts.terms.created')}</dt>
      <dd>{formatDateTime(contract.createdAt, i18n.language)}</dd>
    </dl>
  );
}
