/**
 * The lucide icons the shop uses, drawn from one cached SVG sprite (icons.svg, written by scripts/icon-sprite.mjs)
 * instead of a JavaScript module per icon: decision 020. One component, `<Icon name="shopping-cart" />`, renders
 * lucide's outer <svg> (same size, classes and aria-hidden rule) around a <use> of the named symbol, so an icon costs a
 * page only its name. lucide's stroke (none filled, currentColor, width 2, round caps and joins) is the `.lucide` rule
 * of app/app.css rather than five attributes on each of a page's up to 120 icons (decision 020); a utility class (stroke-3,
 * fill-current) overrides it.
 *
 * To add one: add its lucide file name to `IconName` below, then `node scripts/icon-sprite.mjs`.
 */
import type { SVGProps } from 'react';
// Its own hashed file, long cached, never a data: URL in every page's HTML.
import spriteUrl from './icons.svg?url&no-inline';

/**
 * Every icon in the sprite, by lucide's file name (node_modules/lucide-react/dist/esm/icons/<name>.js). A type only,
 * so it costs no bytes; scripts/icon-sprite.mjs reads the names from here.
 */
export type IconName =
  | 'arrow-left'
  | 'arrow-right'
  | 'badge-check'
  | 'badge-percent'
  | 'ban'
  | 'bookmark'
  | 'calculator'
  | 'calendar-clock'
  | 'calendar-days'
  | 'calendar-heart'
  | 'check'
  | 'chevron-down'
  | 'chevron-right'
  | 'circle-check'
  | 'circle-dollar-sign'
  | 'circle-exclamation-point'
  | 'circle-slash'
  | 'circle-x'
  | 'clipboard-check'
  | 'clock'
  | 'copy'
  | 'credit-card'
  | 'download'
  | 'external-link'
  | 'eye'
  | 'eye-off'
  | 'factory'
  | 'file-exclamation-point'
  | 'file-image'
  | 'file-question-mark'
  | 'file-text'
  | 'flag'
  | 'flame'
  | 'flask-conical'
  | 'funnel'
  | 'headset'
  | 'hourglass'
  | 'house'
  | 'image'
  | 'image-off'
  | 'inbox'
  | 'info'
  | 'key-round'
  | 'link-2'
  | 'loader-circle'
  | 'lock'
  | 'log-in'
  | 'log-out'
  | 'mail'
  | 'mail-check'
  | 'mail-exclamation-point'
  | 'mail-plus'
  | 'mail-question-mark'
  | 'mail-x'
  | 'map-pin'
  | 'medal'
  | 'menu'
  | 'message-square-quote'
  | 'message-square-text'
  | 'minus'
  | 'newspaper'
  | 'package-check'
  | 'package-open'
  | 'package-search'
  | 'palette'
  | 'pause'
  | 'pen-tool'
  | 'pencil'
  | 'play'
  | 'plus'
  | 'power'
  | 'quote'
  | 'refresh-cw'
  | 'rotate-ccw'
  | 'rotate-cw'
  | 'search'
  | 'search-x'
  | 'send'
  | 'share-2'
  | 'shield-check'
  | 'shield-exclamation-point'
  | 'shopping-bag'
  | 'shopping-cart'
  | 'sparkles'
  | 'square'
  | 'star'
  | 'sticky-note'
  | 'store'
  | 'tag'
  | 'ticket-percent'
  | 'trash'
  | 'triangle-exclamation-point'
  | 'truck'
  | 'upload'
  | 'user-plus'
  | 'user-round'
  | 'users'
  | 'wallet'
  | 'x'
  | 'zap'
  | 'zoom-in';

/**
 * The stroke is the `.lucide` CSS rule's, which any presentation attribute would lose to: set it with a class
 * (stroke-3, fill-current), so these props are not taken.
 */
type StrokeProps = 'fill' | 'stroke' | 'strokeWidth' | 'strokeLinecap' | 'strokeLinejoin';

export type IconProps = Omit<SVGProps<SVGSVGElement>, StrokeProps> & { name: IconName };

/** lucide's rule (hasA11yProp): an icon given a label, a title or a role speaks; any other is hidden from screen readers. */
const speaks = (props: SVGProps<SVGSVGElement>) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

export function Icon({ name, className, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      aria-hidden={speaks(props) ? undefined : 'true'}
      {...props}
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
