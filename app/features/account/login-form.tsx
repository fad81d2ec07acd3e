/** The sign-in form (accounts-admin-spec sections 2 and 5), validated by the schema the server uses. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { loginSchema, type LoginInput } from '../../../core/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PasswordInput } from './password-input';
import { useLogin } from './use-sign-in';

type LoginFormInput = z.input<typeof loginSchema>;

export function LoginForm() {
  const { register, handleSubmit, formState } = useForm<LoginFormInput, unknown, LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const errors = formState.errors;
  const login = useLogin();
  const pending = login.isPending || login.isSuccess;
  const onSubmit = handleSubmit((values) => login.mutate(values));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
      <fieldset disabled={pending} className="flex flex-col gap-5">
        <Field label="Username" error={errors.username?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
        <Field label="Password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
        </Field>
        <Link
          to="/forgot-password"
          className="-mt-2 self-end rounded-sm text-sm font-medium text-brand-700 hover:text-brand-900 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" size="lg" className="mt-2 w-full">
          {pending ? (
            <Loader2 className="size-5 animate-spin" aria-hidden="true" />
          ) : (
            <LogIn className="size-5" aria-hidden="true" />
          )}
          {pending ? 'Signing in...' : 'Sign In'}
        </Button>
      </fieldset>
    </form>
  );
}
