/**
 * Signing in and registering (accounts-admin-spec sections 2, 4 and 8): on success the current user is put in
 * the cache the header reads, the cart is fetched again (the anonymous cart stays with the visitor) and the
 * visitor goes to /; on failure a toast carries the server's message.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { LoginInput, PublicUser, RegisterInput } from '../../../core/schemas/accounts';
import { toast } from '../../components/ui/use-toast';
import { apiErrorMessage, apiRequest } from '../../lib/api';
import { USER_QUERY_KEY } from '../../lib/query-client';

const CART_QUERY_KEY = ['/api/cart'] as const;

function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (user: PublicUser) => {
    queryClient.setQueryData(USER_QUERY_KEY, user);
    void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
    void navigate('/');
  };
}

async function postUser(url: string, body: LoginInput | RegisterInput): Promise<PublicUser> {
  const response = await apiRequest('POST', url, body);
  return (await response.json()) as PublicUser;
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (values: LoginInput) => postUser('/api/auth/login', values),
    onSuccess: (user) => {
      toast({ title: 'Welcome back!', description: 'You have been logged in successfully.', variant: 'success' });
      signedIn(user);
    },
    onError: (error) => {
      toast({ title: 'Login Failed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (values: RegisterInput) => postUser('/api/auth/register', values),
    onSuccess: (user) => {
      toast({
        title: 'Account Created!',
        description: `Welcome to the clubhouse, ${user.username}. You are now logged in.`,
        variant: 'success',
      });
      signedIn(user);
    },
    onError: (error) => {
      toast({ title: 'Registration Failed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}
