import { Icon } from './ui/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation, useRevalidator } from 'react-router';
import { apiErrorMessage } from '../lib/api';
import { cn } from '../lib/cn';
import { setCurrentUser, useCurrentUser } from '../lib/session-store';
import { shopApi } from '../lib/shop-api';
import { useAction } from '../lib/use-action';
import { useShop } from '../lib/use-shop';
import { Button, buttonVariants } from './ui/button';
import { toast } from './ui/use-toast';

const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/quote', label: 'Get Quote' },
  { to: '/wholesale', label: 'Wholesale' },
  { to: '/blog', label: 'Blog' },
  { to: '/track-order', label: 'Track Order' },
] as const;

const MOBILE_MENU_ID = 'mobile-menu';

function navLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-md px-2.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-brand-50 hover:text-brand-800',
  );
}

function mobileLinkClass({ isActive }: { isActive: boolean }) {
  return cn(
    'block rounded-md px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-50',
  );
}

function useLogout() {
  const revalidator = useRevalidator();
  return useAction(shopApi.logout, {
    onSuccess: () => {
      setCurrentUser(null);
      toast({ title: 'Logged out', description: 'See you on the course!' });
      // Page data read with the old session (an account page, the admin) is loaded again without it.
      void revalidator.revalidate();
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: apiErrorMessage(error), variant: 'destructive' });
    },
  });
}

/** `cart` is the cart button and drawer, composed in by the root (a feature, which app-wide components never import). */
export function SiteHeader({ cart }: { cart: ReactNode }) {
  const shopName = useShop().name;
  const location = useLocation();
  // The menu is open for one location only, so following any link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const { data: user } = useCurrentUser();
  const logout = useLogout();
  const isAdmin = user?.role === 'admin';

  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenAt(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="mr-2 flex items-center gap-2.5 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span className="flex size-9 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm">
            <Icon name="flag" className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg font-bold tracking-tight text-slate-900 md:sr-only lg:not-sr-only">{shopName}</span>
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-0.5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAdmin ? (
              <li>
                <NavLink to="/admin" className={navLinkClass}>
                  Admin
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1.5">
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <>
                <span className="hidden max-w-56 truncate text-sm text-slate-600 xl:inline">
                  Welcome, <span className="font-semibold text-slate-900">{user.username}</span>
                </span>
                <Button variant="ghost" size="sm" onClick={() => logout.run()} disabled={logout.pending}>
                  <Icon name="log-out" className="size-4" aria-hidden="true" />
                  Logout
                </Button>
              </>
            ) : (
              <>
                <NavLink to="/login" className={navLinkClass}>
                  Login
                </NavLink>
                <Link to="/register" className={buttonVariants({ size: 'sm' })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
          {cart}
          <button
            ref={toggleRef}
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <Icon name="x" className="size-5" aria-hidden="true" />
            ) : (
              <Icon name="menu" className="size-5" aria-hidden="true" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>

      <div id={MOBILE_MENU_ID} hidden={!menuOpen} className="border-t border-slate-200 bg-white md:hidden">
        <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
          {user ? (
            <p className="px-3 pb-2 text-sm text-slate-600">
              Welcome, <span className="font-semibold text-slate-900">{user.username}</span>
            </p>
          ) : null}
          <ul className="flex flex-col gap-0.5">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={mobileLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {isAdmin ? (
              <li>
                <NavLink to="/admin" className={mobileLinkClass}>
                  Admin
                </NavLink>
              </li>
            ) : null}
          </ul>
          <div className="mt-3 flex gap-2 border-t border-slate-100 pt-3">
            {user ? (
              <Button variant="outline" className="flex-1" onClick={() => logout.run()} disabled={logout.pending}>
                <Icon name="log-out" className="size-4" aria-hidden="true" />
                Logout
              </Button>
            ) : (
              <>
                <Link to="/login" className={buttonVariants({ variant: 'outline', className: 'flex-1' })}>
                  Login
                </Link>
                <Link to="/register" className={buttonVariants({ className: 'flex-1' })}>
                  Sign Up
                </Link>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
