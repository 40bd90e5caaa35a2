import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import type { InviteLink, Language, Product, Rebate } from '@site/contract';
import { Field } from '../../../../components/form/field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import {
  Cell,
  CardBody,
  CardHead,
  CardRow,
  CardTable,
  ColumnHeader,
  RowHeader,
} from '../../../../components/ui/card-table';
import { Dialog } from '../../../../components/ui/dialog';
import { Pagination } from '../../../../components/ui/pagination';
import { QrCode } from '../../../../components/ui/qr-code';
import { EmptyState, LoadError } from '../../../../components/ui/section-state';
import { paths } from '../../../../config/paths';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useLanguage } from '../../../../hooks/use-language';
import { useTranslation } from '../../../../i18n/react';
import { formatCount, formatDateTime } from '../../../../lib/format';
import { refusalOnField, showRefusal } from '../../../../lib/form-errors';
import { linksQuery, useCreateLink, useDeleteLink } from '../../api/team';
import {
  percentText,
  rebateInputs,
  rebateInputsSchema,
  rebatesOf,
  type RebateInputs,
} from '../../utils/rebates';
import { useTeamErrorText } from '../../utils/team-error-text';
import { RebateFields } from '../rebate-fields';
import { DownlineFormEnd } from './downline-form-end';
import { AccountTypeChoice } from './account-type-choice';

const PAGE_SIZE = 10;
const DAYS = /^\d{1,4}$/;

interface LinkValues {
  accountType: '41' | '42';
  /** Blank: valid until deleted. */
  validDays: string;
  rebates: RebateInputs;
}

/** The contract's rules, mirrored: 1 to 3650 whole days, or none. */
const linkSchema = (own: readonly Rebate[], language: Language) =>
  z.object({
    accountType: z.enum(['41', '42']),
    validDays: z.string().check(
      z.refine((v) => {
        const text = v.trim();
        if (text === '') return true;
        return DAYS.test(text) && Number(text) >= 1 && Number(text) <= 3650;
      }, 'team.links.days_invalid'),
    ),
    rebates: rebateInputsSchema(own, language),
  });

const NAMES = [
  'validDays',
  ...(['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const).map(
    (p) => `rebates.${p}` as `rebates.${Product}`,
  ),
] as const;

/** Where a link's code takes a visitor: the registration page with the affiliate code. */
export const linkUrl = (code: string) =>
  `${window.location.origin}${paths.register}?affiliateCode=${encodeURIComponent(code)}`;

/** Invitation links: make one (type, rebates, validity), list them with copy, QR and delete. */
export function InviteLinks({ own }: { own: readonly Rebate[] }) {
  return (
    <>
      <CreateLink own={own} />
      <LinkList />
    </>
  );
}

function CreateLink({ own }: { own: readonly Rebate[] }) {
  const { t } = useTranslation('agent');
  const errorText = useTeamErrorText();
  const { language } = useLanguage();
  const schema = useMemo(() => linkSchema(own, language), [own, language]);
  const form = useSchemaForm<LinkValues>(schema as never, {
    defaultValues: { accountType: '41', validDays: '', rebates: rebateInputs([], language) },
  });
  const { errors } = form.formState;
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const create = useCreateLink();
  const onSubmit = form.handleSubmit((values) => {
    const days = values.validDays.trim();
    create.mutate(
      {
        accountType: values.accountType === '42' ? 42 : 41,
        rebates: rebatesOf(values.rebates, language),
        ...(days ? { validDays: Number(days) } : {}),
      },
      { onError: (error) => showRefusal(error, {}, NAMES, form.setError) },
    );
  });
  const failure = create.error && !refusalOnField(create.error, {}, NAMES) ? create.error : null;
  return (
    <section className="agent-section" aria-labelledby="agent-link-create">
      <h4 id="agent-link-create" className="agent-page__subtitle">
        {t('team.links.create_title')}
      </h4>
      <form className="agent-form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <AccountTypeChoice
          value={accountType}
          register={form.register('accountType')}
          legend={t('team.links.type')}
        />
        <Field
          label={t('team.links.valid_days')}
          inputMode="numeric"
          autoComplete="off"
          hint={t('team.links.valid_days_hint')}
          error={errorText(errors.validDays?.message)}
          {...form.register('validDays')}
        />
        <RebateFields
          own={own}
          register={(product) => form.register(`rebates.${product}`)}
          errors={errors.rebates}
        />
        <DownlineFormEnd
          pending={create.isPending}
          submitLabel={t('team.links.create')}
          outcome={create.isSuccess ? t('team.links.created', { code: create.data.code }) : null}
          failure={failure}
        />
      </form>
    </section>
  );
}

/** The link list's column headers, in order. */
const LINK_COLUMNS = [
  'team.links.code',
  'team.links.type',
  'team.columns.rebate',
  'team.links.registrations',
  'team.links.expires',
  'team.links.created_at',
  'team.columns.actions',
] as const;

function LinkList() {
  const { t, i18n } = useTranslation('agent');
  const [page, setPage] = useState(1);
  const query = useQuery(linksQuery(page, PAGE_SIZE));
  const [qr, setQr] = useState<InviteLink | null>(null);
  const [deleting, setDeleting] = useState<InviteLink | null>(null);
  const captionId = useId();

  let body;
  if (query.isError) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <p role="status">{t('team.loading')}</p>;
  } else if (query.data.list.length === 0) {
    body = <EmptyState>{t('team.links.empty')}</EmptyState>;
  } else {
    body = (
      <>
        <div className="agent-page__scroll" aria-busy={query.isPlaceholderData}>
          <CardTable
            className="agent-page__table agent-page__table--text"
            aria-labelledby={captionId}
          >
            <caption id={captionId}>
              {t('team.links.list_caption', { n: formatCount(query.data.totalCount) })}
            </caption>
            <CardHead>
              <CardRow>
                {LINK_COLUMNS.map((column) => (
                  <ColumnHeader key={column}>{t(column)}</ColumnHeader>
                ))}
              </CardRow>
            </CardHead>
            <CardBody>
              {query.data.list.map((link) => (
                <CardRow key={link.id}>
                  <RowHeader label={t('team.links.code')}>
                    <code>{link.code}</code>
                  </RowHeader>
                  <Cell label={t('team.links.type')}>
                    {t(link.accountType === 42 ? 'team.types.agent' : 'team.types.member')}
                  </Cell>
                  <Cell label={t('team.columns.rebate')}>
                    <RebateList rebates={link.rebates} />
                  </Cell>
                  <Cell label={t('team.links.registrations')}>
                    {formatCount(link.registrations)}
                  </Cell>
                  <Cell label={t('team.links.expires')}>
                    {!link.expiresAt ? (
                      t('team.links.never')
                    ) : Date.parse(link.expiresAt) <= query.dataUpdatedAt ? (
                      <span className="agent-page__danger">{t('team.links.expired')}</span>
                    ) : (
                      formatDateTime(link.expiresAt, i18n.language)
                    )}
                  </Cell>
                  <Cell label={t('team.links.created_at')}>
                    {formatDateTime(link.createdAt, i18n.language)}
                  </Cell>
                  <Cell label={t('team.columns.actions')}>
                    <div className="agent-page__actions">
                      <CopyLink code={link.code} />
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => setQr(link)}
                        aria-label={t('team.links.qr_for', { code: link.code })}
                      >
                        {t('team.links.qr')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small agent-page__danger"
                        onClick={() => setDeleting(link)}
                        aria-label={t('team.links.delete_for', { code: link.code })}
                      >
                        {t('team.links.delete')}
                      </button>
                    </div>
                  </Cell>
                </CardRow>
              ))}
            </CardBody>
          </CardTable>
        </div>
        <Pagination
          page={page}
          totalPages={query.data.totalPages}
          onChange={setPage}
          label={t('team.links.pages')}
        />
      </>
    );
  }

  return (
    <section className="agent-section" aria-labelledby="agent-link-list">
      <h4 id="agent-link-list" className="agent-page__subtitle">
        {t('team.links.list_title')}
      </h4>
      {body}
      <Dialog
        open={qr !== null}
        onClose={() => setQr(null)}
        title={t('team.links.qr_title', { code: qr?.code ?? '' })}
        size="dialog"
      >
        {qr ? (
          <div className="agent-qr">
            <QrCode value={linkUrl(qr.code)} label={t('team.links.qr_label', { code: qr.code })} />
            <p className="agent-qr__url">{linkUrl(qr.code)}</p>
            <CopyLink code={qr.code} />
          </div>
        ) : null}
      </Dialog>
      <DeleteLink link={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

/** The products and rates of a link or a downline, or a dash. */
export function RebateList({ rebates }: { rebates: readonly Rebate[] }) {
  const { t } = useTranslation('agent');
  if (rebates.length === 0) return <span className="agent-page__muted">{t('team.none')}</span>;
  return (
    <ul className="agent-page__rebates">
      {rebates.map((r) => (
        <li key={r.product}>
          {t(`team.products.${r.product}`)} {percentText(r.rate)}
        </li>
      ))}
    </ul>
  );
}

function CopyLink({ code }: { code: string }) {
  const { t } = useTranslation('agent');
  const [outcome, setOutcome] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(linkUrl(code));
      setOutcome('done');
    } catch {
      // No clipboard (an insecure context) or permission refused: the QR dialog shows the text.
      setOutcome('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => void copy()}
        aria-label={t('team.links.copy_for', { code })}
      >
        {t('team.links.copy')}
      </button>
      <span className="visually-hidden" role="status">
        {outcome === 'done'
          ? t('team.links.copied', { code })
          : outcome === 'failed'
            ? t('team.links.copy_failed')
            : ''}
      </span>
    </>
  );
}

function DeleteLink({ link, onClose }: { link: InviteLink | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const message = useErrorMessage();
  const remove = useDeleteLink();
  return (
    <Dialog
      open={link !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('team.links.delete_title')}
      size="dialog"
      role="alertdialog"
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              remove.reset();
              onClose();
            }}
          >
            {t('team.cancel')}
          </button>
          <button
            type="button"
            className="button agent-page__danger"
            disabled={remove.isPending}
            onClick={() =>
              link &&
              remove.mutate(link.id, {
                onSuccess: () => {
                  remove.reset();
                  onClose();
                },
              })
            }
          >
            {t('team.links.delete_confirm')}
          </button>
        </>
      }
    >
      <p>
        {t('team.links.delete_body', {
          code: link?.code ?? '',
          n: formatCount(link?.registrations ?? 0),
        })}
      </p>
      {remove.error ? <p role="alert">{message(remove.error)}</p> : null}
    </Dialog>
  );
}
