import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import {
  passwordRuleOf,
  registerRuleProblem,
  type Language,
  type Product,
  type Rebate,
  type RegisterFieldRule,
} from '@site/contract';
import { systemQueries } from '../../../../api/system';
import { Field } from '../../../../components/form/field';
import {
  filledSecret,
  filledText,
  useSchemaForm,
} from '../../../../components/form/use-schema-form';
import { useLanguage } from '../../../../hooks/use-language';
import { useTranslation } from '../../../../i18n/react';
import { refusalOnField, showRefusal, type FieldRefusals } from '../../../../lib/form-errors';
import { useRegisterDownline } from '../../api/team';
import {
  rebateInputs,
  rebateInputsSchema,
  rebatesOf,
  type RebateInputs,
} from '../../utils/rebates';
import { useTeamErrorText } from '../../utils/team-error-text';
import { AccountTypeChoice } from './account-type-choice';
import { RebateFields } from '../rebate-fields';
import { DownlineFormEnd } from './downline-form-end';

export interface DirectValues {
  accountType: '41' | '42';
  username: string;
  password: string;
  confirmPassword: string;
  rebates: RebateInputs;
}

/** The contract's rules, mirrored: a username of at most 64, the merchant's password rule. */
const directSchema = (own: readonly Rebate[], password: RegisterFieldRule, language: Language) =>
  z
    .object({
      accountType: z.enum(['41', '42']),
      username: filledText('team.register.username_required', {
        check: (v) => v.trim().length <= 64,
        message: 'team.register.username_long',
      }),
      password: filledSecret('team.register.password_required', {
        check: (v) => registerRuleProblem(password, v) === null,
        message: 'team.register.password_rule',
      }),
      confirmPassword: z.string(),
      rebates: rebateInputsSchema(own, language),
    })
    .check(
      z.check<{ password: string; confirmPassword: string }>((ctx) => {
        if (ctx.value.confirmPassword === ctx.value.password) return;
        ctx.issues.push({
          code: 'custom',
          continue: true,
          input: ctx.value.confirmPassword,
          path: ['confirmPassword'],
          message: ctx.value.confirmPassword
            ? 'team.register.password_mismatch'
            : 'team.register.confirm_required',
        });
      }),
    );

const NAMES = [
  'username',
  'password',
  'confirmPassword',
  'accountType',
  ...(['LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP'] as const).map(
    (p) => `rebates.${p}` as `rebates.${Product}`,
  ),
] as const;
const REFUSALS: FieldRefusals<DirectValues> = {
  'member.username.taken': ['username'],
};

/** Registers a member (41) or an agent (42) under the agent, with rebates of at most its own. */
export function DirectRegister({ own }: { own: readonly Rebate[] }) {
  const { t } = useTranslation('agent');
  const errorText = useTeamErrorText();
  const { language } = useLanguage();
  const settings = useQuery(systemQueries.registerSettings());
  const passwordRule = useMemo(() => passwordRuleOf(settings.data?.fields ?? []), [settings.data]);
  const schema = useMemo(
    () => directSchema(own, passwordRule, language),
    [own, passwordRule, language],
  );
  const form = useSchemaForm<DirectValues>(schema as never, {
    defaultValues: {
      accountType: '41',
      username: '',
      password: '',
      confirmPassword: '',
      rebates: rebateInputs([], language),
    },
  });
  const { errors } = form.formState;
  const accountType = useWatch({ control: form.control, name: 'accountType' });
  const register = useRegisterDownline();

  const onSubmit = form.handleSubmit((values) => {
    register.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        accountType: values.accountType === '42' ? 42 : 41,
        rebates: rebatesOf(values.rebates, language),
      },
      {
        onSuccess: () =>
          form.reset({ ...form.getValues(), username: '', password: '', confirmPassword: '' }),
        onError: (error) => showRefusal(error, REFUSALS, NAMES, form.setError),
      },
    );
  });

  const done = register.isSuccess ? register.data : null;
  const failure =
    register.error && !refusalOnField(register.error, REFUSALS, NAMES) ? register.error : null;
  const rule = { min: passwordRule.minLength, max: passwordRule.maxLength || '∞' };

  return (
    <form className="agent-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <AccountTypeChoice
        value={accountType}
        register={form.register('accountType')}
        legend={t('team.register.type')}
      />
      <Field
        label={t('team.register.username')}
        required
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={errorText(errors.username?.message)}
        {...form.register('username')}
      />
      <Field
        label={t('team.register.password')}
        type="password"
        required
        autoComplete="new-password"
        hint={t('team.register.password_hint', rule)}
        error={errorText(errors.password?.message, rule)}
        {...form.register('password')}
      />
      <Field
        label={t('team.register.confirm_password')}
        type="password"
        required
        autoComplete="new-password"
        error={errorText(errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <RebateFields
        own={own}
        register={(product) => form.register(`rebates.${product}`)}
        errors={errors.rebates}
      />
      <DownlineFormEnd
        pending={register.isPending}
        submitLabel={t('team.register.submit')}
        outcome={
          done
            ? t('team.register.done', {
                account: done.account,
                type: t(done.type === 42 ? 'team.types.agent' : 'team.types.member'),
              })
            : null
        }
        failure={failure}
      />
    </form>
  );
}
