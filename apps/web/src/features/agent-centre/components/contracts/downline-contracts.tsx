import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contract, ContractType } from '@site/contract';
import { useTranslation } from '../../../../i18n/react';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { Pagination } from '../../../../components/ui/pagination';
import { contractsQuery, useTerminateContract } from '../../api/contracts';
import { inForce, openOffer } from '../../utils/contract-terms';
import { ConfirmDialog } from './confirm-dialog';
import { ContractTerms } from './contract-terms';
import { ContractFacts } from './my-contract';
import { OfferForm } from './offer-form';

/**
 * "Downline contracts": the contracts I offered, newest first and paged, each with its status
 * and terms; one in force can be terminated (the downline then agrees or keeps it), an open
 * offer withdrawn, both after a confirmation. "Offer a contract" opens the form, already open
 * (and filled) when the downlines page sent the agent here for one downline.
 */
export function DownlineContracts({ type, username }: { type: ContractType; username?: string }) {
  const { t } = useTranslation('agent');
  const errorMessage = useErrorMessage();
  const [pageNo, setPageNo] = useState(1);
  const [offering, setOffering] = useState(username !== undefined);
  const [ending, setEnding] = useState<Contract | null>(null);
  const [done, setDone] = useState<string>('');
  const listId = useId();
  const query = useQuery(contractsQuery(type, 'downline', pageNo));
  const own = useQuery(contractsQuery(type, 'mine', 1, 100));
  const terminate = useTerminateContract();
  const kind = t(`contracts.kinds.${type}`);
  const ownInForce = own.data?.list.filter(inForce) ?? [];

  const confirmEnd = () => {
    if (!ending) return;
    const target = ending;
    terminate.mutate(target.id, {
      onSuccess: () => {
        setEnding(null);
        setDone(
          t(openOffer(target) ? 'contracts.downline.withdrawn' : 'contracts.downline.terminated', {
            account: target.account,
          }),
        );
      },
      onError: () => setEnding(null),
    });
  };

  return (
    <div className="agent-contract">
      {offering ? (
        own.data && ownInForce.length === 0 ? (
          <div className="agent-contract__card">
            <p role="alert">{t('contracts.offer.no_own', { kind: kind.toLowerCase() })}</p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setOffering(false)}
            >
              {t('contracts.offer.cancel')}
            </button>
          </div>
        ) : (
          <div className="agent-contract__card">
            <OfferForm
              type={type}
              username={username}
              onSent={(account) => {
                setOffering(false);
                setPageNo(1);
                setDone(t('contracts.offer.sent', { account }));
              }}
              onCancel={() => setOffering(false)}
              own={ownInForce}
              reference={ownInForce.map((contract) => (
                <details key={contract.id} className="agent-contract__own">
                  <summary>
                    {t('contracts.offer.own_terms')}
                    {type === 'DIVIDEND' ? ` (${t(`contracts.products.${contract.product}`)})` : ''}
                  </summary>
                  <ContractTerms terms={contract} />
                </details>
              ))}
            />
          </div>
        )
      ) : (
        <div className="agent-contract__actions">
          <button
            type="button"
            className="button"
            onClick={() => {
              setDone('');
              setOffering(true);
            }}
          >
            {t('contracts.downline.offer_button')}
          </button>
        </div>
      )}

      <p className="agent-feedback agent-feedback--success" role="status">
        {done}
      </p>
      {terminate.isError ? (
        <p className="agent-feedback agent-feedback--error" role="alert">
          {errorMessage(terminate.error)}
        </p>
      ) : null}

      <h4 id={listId} className="agent-contract__title">
        {t('contracts.downline.caption')}
      </h4>
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p role="status">{t('contracts.loading')}</p>
      ) : query.data.list.length === 0 ? (
        <EmptyState>{t('contracts.downline.none', { kind: kind.toLowerCase() })}</EmptyState>
      ) : (
        <>
          <ul
            className="agent-contract__list"
            aria-labelledby={listId}
            aria-busy={query.isPlaceholderData}
          >
            {query.data.list.map((contract) => (
              <li key={contract.id} className="agent-contract__card">
                <ContractFacts contract={contract} showAccount />
                <details>
                  <summary>{t('contracts.tiers.caption')}</summary>
                  <ContractTerms terms={contract} />
                </details>
                {contract.status === 'A' || openOffer(contract) ? (
                  <div className="agent-contract__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-label={t(
                        openOffer(contract)
                          ? 'contracts.downline.withdraw_label'
                          : 'contracts.downline.terminate_label',
                        { account: contract.account },
                      )}
                      onClick={() => {
                        setDone('');
                        terminate.reset();
                        setEnding(contract);
                      }}
                    >
                      {openOffer(contract)
                        ? t('contracts.downline.withdraw')
                        : t('contracts.downline.terminate')}
                    </button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={pageNo}
            totalPages={query.data.totalPages}
            onChange={setPageNo}
            label={t('contracts.downline.caption')}
          />
        </>
      )}

      <ConfirmDialog
        open={ending !== null}
        title={
          ending && openOffer(ending)
            ? t('contracts.downline.confirm_withdraw_title')
            : t('contracts.downline.confirm_terminate_title')
        }
        confirmLabel={t('contracts.downline.confirm')}
        cancelLabel={t('contracts.downline.cancel')}
        busy={terminate.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      >
        <p>
          {ending
            ? t(
                openOffer(ending)
                  ? 'contracts.downline.confirm_withdraw_body'
                  : 'contracts.downline.confirm_terminate_body',
                { account: ending.account, kind: kind.toLowerCase() },
              )
            : null}
        </p>
      </ConfirmDialog>
    </div>
  );
}
