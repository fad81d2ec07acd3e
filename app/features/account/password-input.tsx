/** A password input with a show/hide toggle (typing a long password on a phone is easier when you can see it). */
import { Icon } from '../../components/ui/icons';
import { useState, type ComponentProps } from 'react';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input
        {...props}
        type={visible ? 'text' : 'password'}
        // A shown password is plain text a phone would capitalise; on type=password the attribute is not allowed.
        autoCapitalize={visible ? 'none' : undefined}
        spellCheck={false}
        className={cn('pr-11', className)}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-pressed={visible}
        aria-controls={props.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 transition-colors hover:text-slate-800"
      >
        {visible ? (
          <Icon name="eye-off" className="size-4" aria-hidden="true" />
        ) : (
          <Icon name="eye" className="size-4" aria-hidden="true" />
        )}
        <span className="sr-only">Show password</span>
      </button>
    </div>
  );
}
