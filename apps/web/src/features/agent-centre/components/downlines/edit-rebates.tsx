import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { DownlineRow, Product, Rebate } from '@site/contract';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { Dialog } from '../../../../components/ui/dialog';
import { LoadError } from '../../../../components/ui/section-state';
import { useErrorMessage } from '../../../../hooks/use-error-message';
import { useLanguage } from '../../../../hooks/use-language';
import { useTranslation } from '../../../../i18n/react';
import { refusalOnField, showRefusal } from '../../../../lib/form-errors';
import { ownRebatesQuery, useUpdateRebates } from '../../api/team';
import {
  rebateInputs,
  rebateInputsSchema,
  rebatesOf,
  type RebateInputs,
} from '../../utils/rebates';
import { RebateFields } from '../rebate-fields';

interface RebateValues {
  rebates: RebateInputs;
}

const NAMES = (['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const).map(
  (p) => `rebates.${p}` as `rebates.${Product}`,
);

/** A direct downline's rebates, edited in a dialog, each at most the agent's own. */
export function EditRebates({ row, onClose }: { row: DownlineRow | null; onClose: () => void }) {
  const { t } = useTranslation('agent');
  const own = useQuery({ ...ownRebatesQuery(), enabled: row !== null });
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={t('team.downlines.edit_rebate_title', { account: row?.account ?? '' })}
      initialFocus="first-field"
    >
      {!row ? null : own.isError ? (
        <LoadError error={own.error} onRetry={() => void own.refetch()} />
      ) : !own.data ? (
        <p role="status">{t('team.loading')}</p>
      ) : (
        <RebateForm key={row.account} row={row} own={own.data.rebates} onClose={onClose} />
      )}
    </Dialog>
  );
}

function RebateForm({
  row,
  own,
  onClose,
}: {
  row: DownlineRow;
  own: readonly Rebate[];
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const message = useErrorMessage();
  const { language } = useLanguage();
  // The rebates sit under `rebates`, as the platform's field paths (body.rebates.X) name them.
  const schema = useMemo(
    () => z.object({ rebates: rebateInputsSchema(own, language) }),
    [own, language],
  );
  const form = useSchemaForm<RebateValues>(schema as never, {
    defaultValues: { rebates: rebateInputs(row.rebates, language) },
  });
  const update = useUpdateRebates();
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { username: row.account, rebates: rebatesOf(values.rebates, language) },
      {
        onSuccess: onClose,
        onError: (error) => showRefusal(error, {}, NAMES, form.setError),
      },
    ),
  );
  const failure = update.error && !refusalOnField(update.error, {}, NAMES) ? update.error : null;
  return (
    <form className="agent-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="agent-page__muted">{t('team.downlines.edit_rebate_cascade')}</p>
      <RebateFields
        own={own}
        register={(product) => form.register(`rebates.${product}`)}
        errors={form.formState.errors.rebates}
      />
      {failure ? (
        <p role="alert" className="agent-form__error">
          {message(failure)}
        </p>
      ) : null}
      <div className="agent-form__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('team.cancel')}
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? t('team.sending') : t('team.save')}
        </button>
      </div>
    </form>
  );
}
