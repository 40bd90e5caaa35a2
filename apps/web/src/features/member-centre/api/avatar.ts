import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { memberCalls, type CallBody } from '@site/contract';
import { call } from '../../../lib/api-client';
import { securityKeys } from './keys';

export const avatarQueries = {
  current: () =>
    queryOptions({
      queryKey: securityKeys.avatar(),
      queryFn: ({ signal }) => call(memberCalls.avatar, { signal }),
    }),
  /** The STATIC icons a member may pick. */
  icons: () =>
    queryOptions({
      queryKey: securityKeys.profileIcons(),
      queryFn: ({ signal }) => call(memberCalls.profileIcons, { signal }),
      staleTime: 10 * 60_000,
    }),
};

export type SetAvatarBody = CallBody<typeof memberCalls.setAvatar>;

/** A STATIC icon or a CUSTOM image; the answer becomes the current avatar at once. */
export function useSetAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAvatarBody) => call(memberCalls.setAvatar, { body }),
    onSuccess: (avatar) => client.setQueryData(securityKeys.avatar(), avatar),
  });
}
