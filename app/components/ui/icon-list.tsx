/** A short list of facts, each behind its icon (what a page promises: delivery times, deposits, guarantees). */
import { Icon, type IconName } from './icons';
import { cn } from '../../lib/cn';

export interface IconListItem {
  icon: IconName;
  text: string;
}

export interface IconListProps {
  items: readonly IconListItem[];
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
}

export function IconList({ items, className, itemClassName, iconClassName }: IconListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.text} className={cn('flex items-center gap-2', itemClassName)}>
          <Icon name={item.icon} className={cn('size-5 shrink-0 text-brand-600', iconClassName)} aria-hidden="true" />
          {item.text}
        </li>
      ))}
    </ul>
  );
}
