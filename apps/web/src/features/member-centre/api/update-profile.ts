import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCalls, type CallBody } from '@site/contract';
import { memberKeys } from '../../../api/keys';
import { call } from '../../../lib/api-client';
import { session } from '../../../lib/storage';

/** Saves the nickname; the answered member info replaces the cached one. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CallBody<typeof memberCalls.updateProfile>) =>
      call(memberCalls.updateProfile, { body }),
    onSuccess: (member) => {
      client.setQueryData(memberKeys.info(), member);
      // docs/product.md §3 keeps the nickname in session storage too.
      session.set('nickname', member.nickname ?? '');
    },
  });
}
