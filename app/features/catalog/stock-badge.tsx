import { Icon } from '../../components/ui/icons';
import type { StockBadge as StockBadgeText } from '../../../core/catalog';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';

const LOOK = {
  'In Stock': { icon: 'circle-check', className: 'bg-brand-100 text-brand-800' },
  'Low Stock': { icon: 'flame', className: 'bg-amber-100 text-amber-900' },
  'Out of Stock': { icon: 'circle-slash', className: 'bg-slate-200 text-slate-700' },
} as const;

export function StockBadge({ status, className }: { status: StockBadgeText; className?: string }) {
  const look = LOOK[status];
  return (
    <Badge className={cn('gap-1 px-2.5 py-1', look.className, className)}>
      <Icon name={look.icon} className="size-3.5" aria-hidden="true" />
      {status}
    </Badge>
  );
}
