import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/cn';
import { formatDollars } from '../../lib/format';

/** The list price per pin; a free pin shows FREE with a "Limited Time" badge (shopper-spec section 9). */
export function ProductPrice({ price, size = 'md' }: { price: number; size?: 'md' | 'lg' }) {
  const priceClass = cn('font-bold tracking-tight tabular-nums', size === 'lg' ? 'text-3xl' : 'text-xl');
  if (price === 0) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className={cn(priceClass, 'text-brand-700')}>FREE</span>
        <Badge variant="warning">Limited Time</Badge>
      </div>
    );
  }
  return (
    <p className="flex items-baseline gap-1.5">
      <span className={cn(priceClass, 'text-slate-900')}>{formatDollars(price)}</span>
      <span className="text-sm text-slate-500">per pin</span>
    </p>
  );
}
