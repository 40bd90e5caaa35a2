import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCalls, type CallBody, type MemberInfo, type WithdrawSettings } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { call } from '../../../lib/api-client';
import { withdrawKeys } from './keys';

/**
 * Sets or changes the payment password (an encrypted call). Member info and the withdrawal
 * settings then say it is set, so the withdrawal page no longer asks for it on its next
 * showing; the settings are asked again too.
 */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof memberCalls.setPaymentPassword>) =>
      call(memberCalls.setPaymentPassword, { body }),
    onSuccess: () => {
      client.setQueryData<MemberInfo>(memberKeys.info(), (member) =>
        member ? { ...member, hasPaymentPassword: true } : member,
      );
      client.setQueryData<WithdrawSettings>(withdrawKeys.settings(), (settings) =>
        settings ? { ...settings, hasPaymentPassword: true } : settings,
      );
      void client.invalidateQueries({ queryKey: withdrawKeys.settings() });
    },
  });
}
