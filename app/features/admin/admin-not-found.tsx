/** The admin's own "not found": an address inside the admin that names no section, or an object that is not there. */
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';

export function AdminNotFound({
  text = 'There is no admin page at this address.',
  back = { to: '/admin', label: 'Back to the overview' },
}: {
  text?: string;
  back?: { to: string; label: string };
}) {
  return (
    <section aria-labelledby="admin-not-found-title" className="flex flex-col items-start gap-3 py-8">
      <Icon name="search-x" className="size-10 text-brand-700" aria-hidden="true" />
      <h2 id="admin-not-found-title" className="text-2xl font-bold text-slate-900">
        Not found
      </h2>
      <p className="text-slate-700">{text}</p>
      <Link to={back.to} className={buttonVariants({ variant: 'outline' })}>
        {back.label}
      </Link>
    </section>
  );
}
