import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCalls, type CallBody, type MemberInfo } from '@site/contract';
import { memberKeys } from '../../../api/member';
import { call } from '../../../lib/api-client';

/** Sets or changes the payment password (an encrypted call); member info then says it is set. */
export function useSetPaymentPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof memberCalls.setPaymentPassword>) =>
      call(memberCalls.setPaymentPassword, { body }),
    onSuccess: () => {
      client.setQueryData<MemberInfo>(memberKeys.info(), (member) =>
        member ? { ...member, hasPaymentPassword: true } : member,
      );
    },
  });
}
