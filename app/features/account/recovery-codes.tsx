/**
 * The admin's ten recovery codes, shown once (after enrolling on the set-up page, or at the first sign-in of an admin
 * enrolled by ADMIN_TOTP_SECRET): to copy, to download as a .txt file, or to print, then "I have saved these codes".
 */
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { useShop } from '../../lib/use-shop';

/** The file the download saves: one code a line, with what they are for. */
export function recoveryCodesText(codes: readonly string[], shopName: string, username: string): string {
  return [
    `${shopName} recovery codes for ${username}`,
    'Each code signs you in once in place of the 6-digit code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

interface RecoveryCodesProps {
  codes: readonly string[];
  heading: string;
  /** Whose codes the file says they are. */
  username: string;
  onDone: () => void;
}

export function RecoveryCodes({ codes, heading, username, onDone }: RecoveryCodesProps) {
  const shopName = useShop().name;
  const [copied, setCopied] = useState<'yes' | 'refused' | null>(null);
  const text = recoveryCodesText(codes, shopName, username);
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('yes'),
      () => setCopied('refused'),
    );
  };
  return (
    <section aria-labelledby="recovery-codes-heading" className="flex flex-col gap-5">
      <h2 id="recovery-codes-heading" className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once in place of a 6-digit code. Keep them somewhere
        safe: they are shown only now.
      </p>
      <ul
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" size="sm" onClick={copy}>
          <Icon name={copied === 'yes' ? 'check' : 'copy'} className="size-4" aria-hidden="true" />
          Copy
        </Button>
        <a
          href={download}
          download={`${shopName.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}-recovery-codes.txt`}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-50"
        >
          <Icon name="download" className="size-4" aria-hidden="true" />
          Download (.txt)
        </a>
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-600">
        {copied === 'yes'
          ? 'The codes are on your clipboard.'
          : copied === 'refused'
            ? 'The browser did not allow copying: select the codes and copy them, or download them.'
            : ''}
      </p>
      <Button size="lg" className="self-start print:hidden" onClick={onDone}>
        I have saved these codes
      </Button>
    </section>
  );
}
