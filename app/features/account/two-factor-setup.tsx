/**
 * The admin's enrolment in two-factor sign-in: the QR code and the secret as text, the first code to
 * confirm it, then the ten recovery codes, shown this once. An admin already enrolled gives a current code first.
 */
import { useMutation } from '@tanstack/react-query';
import { Icon } from '../../components/ui/icons';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { TotpSetupResponse } from '../../../core/schemas/accounts';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { apiErrorMessage } from '../../lib/api';
import { refreshCurrentUser, useCurrentUser } from '../../lib/session-store';
import { RecoveryCodes } from './recovery-codes';
import { twoFactorApi } from './two-factor-api';

const CODE_INPUT = { inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9]*', maxLength: 6 } as const;

/** Our own SVG from the server's qrcode library, shown as an image: no markup enters the page. */
function qrImageSource(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** The secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

function StartSetup({ enrolled, onStarted }: { enrolled: boolean; onStarted: (setup: TotpSetupResponse) => void }) {
  const [code, setCode] = useState('');
  const setup = useMutation({ mutationFn: twoFactorApi.setup, onSuccess: onStarted });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setup.mutate(enrolled ? code : undefined);
  };
  return (
    <form onSubmit={submit} aria-label="Start setting up two-factor sign-in" className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {enrolled
          ? 'Two-factor sign-in is on. To move it to a new phone or app, enter a current code (or a recovery code) first.'
          : 'The admin needs a second step at sign-in: a 6-digit code from an authenticator app on your phone (Google Authenticator, 1Password, Authy, Microsoft Authenticator and others).'}
      </p>
      {enrolled ? (
        <Field label="Current code" error={setup.isError ? apiErrorMessage(setup.error) : null}>
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </Field>
      ) : setup.isError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          {apiErrorMessage(setup.error)}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={setup.isPending} className="self-start">
        {setup.isPending ? (
          <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="key-round" className="size-5" aria-hidden="true" />
        )}
        {enrolled ? 'Set up a new authenticator' : 'Set up two-factor sign-in'}
      </Button>
    </form>
  );
}

function ScanAndConfirm({ setup, onEnabled }: { setup: TotpSetupResponse; onEnabled: (codes: string[]) => void }) {
  const [code, setCode] = useState('');
  const enable = useMutation({
    mutationFn: twoFactorApi.enable,
    onSuccess: (answer) => onEnabled(answer.recoveryCodes),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    enable.mutate(code);
  };
  return (
    <form onSubmit={submit} aria-label="Confirm two-factor sign-in" className="flex flex-col gap-6">
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-700">
        <li>Open your authenticator app and add an account by scanning this QR code.</li>
        <li>Or type the secret key below into the app (time-based, 6 digits).</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <img
          src={qrImageSource(setup.qrSvg)}
          alt="QR code to add this shop to your authenticator app"
          width={200}
          height={200}
          className="rounded-lg border border-slate-200 bg-white"
        />
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-slate-800">Secret key</p>
          <code
            data-testid="totp-secret"
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900"
          >
            {grouped(setup.secret)}
          </code>
        </div>
      </div>
      <Field label="Authentication code" error={enable.isError ? apiErrorMessage(enable.error) : null}>
        {(control) => (
          <Input {...control} {...CODE_INPUT} value={code} onChange={(event) => setCode(event.target.value)} />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={enable.isPending} className="self-start">
        {enable.isPending ? (
          <Icon name="loader-circle" className="size-5 animate-spin" aria-hidden="true" />
        ) : (
          <Icon name="shield-check" className="size-5" aria-hidden="true" />
        )}
        Turn on two-factor sign-in
      </Button>
    </form>
  );
}

export function TwoFactorSetup({ enrolled }: { enrolled: boolean }) {
  const navigate = useNavigate();
  const username = useCurrentUser().data?.username ?? '';
  const [setup, setSetup] = useState<TotpSetupResponse | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const onEnabled = (recoveryCodes: string[]) => {
    setCodes(recoveryCodes);
    // The server gave this browser a new session that passed the second factor.
    void refreshCurrentUser();
  };
  return (
    <div className="mx-auto w-full max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      {codes ? (
        <RecoveryCodes
          codes={codes}
          heading="Two-factor sign-in is on. Save your recovery codes"
          username={username}
          onDone={() => void navigate('/admin')}
        />
      ) : setup ? (
        <ScanAndConfirm setup={setup} onEnabled={onEnabled} />
      ) : (
        <StartSetup enrolled={enrolled} onStarted={setSetup} />
      )}
    </div>
  );
}
