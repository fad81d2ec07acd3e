/**
 * The lucide icons the shop uses, under lucide-react's names, drawn from one cached SVG sprite (icons.svg, written by
 * scripts/icon-sprite.mjs) instead of a JavaScript module per icon: decision 020. Each renders lucide's outer <svg>
 * (same size, stroke, classes and aria-hidden rule) around a <use> of its symbol.
 *
 * To add one: `export const Name = icon('lucide-file-name')` below, then `node scripts/icon-sprite.mjs`.
 */
import type { ReactElement, SVGProps } from 'react';
// Its own hashed file, long cached, never a data: URL in every page's HTML.
import spriteUrl from './icons.svg?url&no-inline';

export type IconProps = SVGProps<SVGSVGElement>;
/** Any icon of this module (what lucide-react calls `LucideIcon`). */
export type IconComponent = (props: IconProps) => ReactElement;

/** lucide's rule (hasA11yProp): an icon given a label, a title or a role speaks; any other is hidden from screen readers. */
const speaks = (props: IconProps) =>
  Object.entries(props).some(
    ([name, value]) => value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

function icon(id: string): IconComponent {
  return function Icon({ className, ...props }) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={speaks(props) ? undefined : 'true'}
        {...props}
        className={className ? `lucide lucide-${id} ${className}` : `lucide lucide-${id}`}
      >
        <use href={`${spriteUrl}#${id}`} />
      </svg>
    );
  };
}

export const AlertCircle = icon('circle-exclamation-point');
export const AlertTriangle = icon('triangle-exclamation-point');
export const ArrowLeft = icon('arrow-left');
export const ArrowRight = icon('arrow-right');
export const BadgeCheck = icon('badge-check');
export const BadgePercent = icon('badge-percent');
export const Ban = icon('ban');
export const Bookmark = icon('bookmark');
export const Calculator = icon('calculator');
export const CalendarClock = icon('calendar-clock');
export const CalendarDays = icon('calendar-days');
export const CalendarHeart = icon('calendar-heart');
export const Check = icon('check');
export const CheckCircle2 = icon('circle-check');
export const ChevronDown = icon('chevron-down');
export const ChevronRight = icon('chevron-right');
export const CircleAlert = icon('circle-exclamation-point');
export const CircleCheck = icon('circle-check');
export const CircleDollarSign = icon('circle-dollar-sign');
export const CircleSlash = icon('circle-slash');
export const ClipboardCheck = icon('clipboard-check');
export const Clock = icon('clock');
export const Copy = icon('copy');
export const CreditCard = icon('credit-card');
export const Download = icon('download');
export const ExternalLink = icon('external-link');
export const Eye = icon('eye');
export const EyeOff = icon('eye-off');
export const Factory = icon('factory');
export const FileImage = icon('file-image');
export const FileQuestion = icon('file-question-mark');
export const FileText = icon('file-text');
export const FileWarning = icon('file-exclamation-point');
export const Filter = icon('funnel');
export const Flag = icon('flag');
export const Flame = icon('flame');
export const FlaskConical = icon('flask-conical');
export const Headset = icon('headset');
export const Home = icon('house');
export const Hourglass = icon('hourglass');
export const ImageIcon = icon('image');
export const ImageOff = icon('image-off');
export const Inbox = icon('inbox');
export const Info = icon('info');
export const KeyRound = icon('key-round');
export const Link2 = icon('link-2');
export const Loader2 = icon('loader-circle');
export const LoaderCircle = icon('loader-circle');
export const Lock = icon('lock');
export const LogIn = icon('log-in');
export const LogOut = icon('log-out');
export const Mail = icon('mail');
export const MailCheck = icon('mail-check');
export const MailPlus = icon('mail-plus');
export const MailQuestion = icon('mail-question-mark');
export const MailWarning = icon('mail-exclamation-point');
export const MailX = icon('mail-x');
export const MapPin = icon('map-pin');
export const Medal = icon('medal');
export const Menu = icon('menu');
export const MessageSquareQuote = icon('message-square-quote');
export const MessageSquareText = icon('message-square-text');
export const Minus = icon('minus');
export const Newspaper = icon('newspaper');
export const PackageCheck = icon('package-check');
export const PackageOpen = icon('package-open');
export const PackageSearch = icon('package-search');
export const Palette = icon('palette');
export const Pause = icon('pause');
export const PenTool = icon('pen-tool');
export const Pencil = icon('pencil');
export const Play = icon('play');
export const Plus = icon('plus');
export const Power = icon('power');
export const Quote = icon('quote');
export const RefreshCw = icon('refresh-cw');
export const RotateCcw = icon('rotate-ccw');
export const RotateCw = icon('rotate-cw');
export const Search = icon('search');
export const SearchX = icon('search-x');
export const Send = icon('send');
export const Share2 = icon('share-2');
export const ShieldAlert = icon('shield-exclamation-point');
export const ShieldCheck = icon('shield-check');
export const ShoppingBag = icon('shopping-bag');
export const ShoppingCart = icon('shopping-cart');
export const Sparkles = icon('sparkles');
export const Square = icon('square');
export const Star = icon('star');
export const StickyNote = icon('sticky-note');
export const Store = icon('store');
export const Tag = icon('tag');
export const TicketPercent = icon('ticket-percent');
export const Trash2 = icon('trash');
export const Truck = icon('truck');
export const Upload = icon('upload');
export const UserPlus = icon('user-plus');
export const UserRound = icon('user-round');
export const Users = icon('users');
export const Wallet = icon('wallet');
export const X = icon('x');
export const XCircle = icon('circle-x');
export const Zap = icon('zap');
export const ZoomIn = icon('zoom-in');
