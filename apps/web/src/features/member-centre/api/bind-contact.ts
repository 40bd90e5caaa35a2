import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCalls, verificationCalls, type CallBody } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { call } from '../../../lib/api-client';

/** Asks for the SMS code that proves the member holds the number. */
export const sendBindSms = (body: CallBody<typeof verificationCalls.smsBind>) =>
  call(verificationCalls.smsBind, { body });

/** Asks for the e-mail code that proves the member holds the address. */
export const sendBindEmail = (body: CallBody<typeof verificationCalls.emailBind>) =>
  call(verificationCalls.emailBind, { body });

/** Binds the number with its code; the answer (masked number) replaces the cached member info. */
export function useBindMobile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof memberCalls.bindMobile>) =>
      call(memberCalls.bindMobile, { body }),
    onSuccess: (member) => client.setQueryData(memberKeys.info(), member),
  });
}

export function useBindEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof memberCalls.bindEmail>) =>
      call(memberCalls.bindEmail, { body }),
    onSuccess: (member) => client.setQueryData(memberKeys.info(), member),
  });
}
