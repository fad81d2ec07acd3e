/**
 * Posts the token of the e-mailed link once, in the browser (never during the server render, and once even when
 * React runs the effect twice). On success the current user is fetched again (the header and the banner read
 * `emailVerified`) and so are the order lists, which now include the guest orders placed with the address.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ORDER_LISTS_QUERY_PREFIXES } from '../../lib/query-keys';
import { refreshCurrentUser } from '../../lib/session-store';
import { shopApi } from '../../lib/shop-api';

/** `token` is null when the link is malformed: nothing is posted then. */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  const verify = useMutation({
    mutationFn: shopApi.verifyEmail,
    onSuccess: () => {
      void refreshCurrentUser();
      for (const queryKey of ORDER_LISTS_QUERY_PREFIXES) void queryClient.invalidateQueries({ queryKey });
    },
  });
  const postedToken = useRef<string | null>(null);
  const { mutate } = verify;
  useEffect(() => {
    if (token === null || postedToken.current === token) return;
    postedToken.current = token;
    mutate({ token });
  }, [token, mutate]);
  return verify;
}
