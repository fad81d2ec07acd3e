/** The way from the orders to the design library (/designs), for signed-in customers. */
import { Icon } from '../../components/ui/icons';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/session-store';

export function DesignsLink() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600">
      <Icon name="bookmark" className="size-4 text-brand-600" aria-hidden="true" />
      Ordering again?{' '}
      <Link to="/designs" className="font-semibold text-brand-700 hover:underline">
        My saved designs
      </Link>
    </p>
  );
}
