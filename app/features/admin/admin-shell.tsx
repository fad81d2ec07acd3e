/**
 * The frame of every admin page: the menu (a sidebar on a wide screen, a drawer behind the "Admin menu" button on a
 * phone), each entry with what waits there, and the page beside it. An admin still setting up the second factor sees
 * the security page alone.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { Icon } from '../../components/ui/icons';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { MENU, sectionHref, sectionOfPath } from './admin-sections';
import { countBySection, useAttention } from './attention-counts';

function AdminMenu({ counts }: { counts: Record<string, number> }) {
  return (
    <ul className="flex flex-col gap-0.5">
      {MENU.map((entry) => {
        const count = counts[entry.path] ?? 0;
        return (
          <li key={entry.path}>
            <NavLink
              to={sectionHref(entry)}
              end={entry.path === ''}
              className={({ isActive }) =>
                cn(
                  'flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )
              }
            >
              <span>{entry.label}</span>
              {count > 0 ? ' ' : null}
              {count > 0 ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  {count}
                  <span className="sr-only"> waiting</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

export function AdminShell({ enrolled, children }: { enrolled: boolean; children: ReactNode }) {
  const { pathname, key } = useLocation();
  // Open at one page: following a link in the drawer closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === key;
  const attention = useAttention(enrolled);
  const { refetch } = attention;
  const counts = attention.data ? countBySection(attention.data.items) : {};
  const current = sectionOfPath(pathname);

  // Each page asks again what waits (an answered quote leaves the count).
  useEffect(() => {
    if (enrolled) void refetch();
  }, [pathname, enrolled, refetch]);

  if (!enrolled) return <>{children}</>;
  const onSecurity = current?.path === 'security';

  return (
    <div className="mx-auto flex w-full max-w-[90rem] gap-8 px-4 pt-6 pb-20 sm:px-6 lg:px-8">
      <nav aria-label="Admin" className="hidden w-56 shrink-0 lg:block">
        <p className="px-3 pb-2 text-xs font-semibold tracking-widest text-brand-700 uppercase">Admin</p>
        <AdminMenu counts={counts} />
      </nav>
      <div className="flex min-w-0 flex-1 flex-col gap-6">
        <div className="flex items-center gap-3 lg:hidden">
          <Sheet open={menuOpen} onOpenChange={(open) => setMenuOpenAt(open ? key : null)}>
            <SheetTrigger className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Icon name="menu" className="size-4" aria-hidden="true" />
              Admin menu
            </SheetTrigger>
            <SheetContent
              side="left"
              closeLabel="Close the admin menu"
              aria-describedby={undefined}
              className="max-w-xs gap-0 overflow-y-auto"
            >
              <SheetHeader>
                <SheetTitle>Admin</SheetTitle>
              </SheetHeader>
              <nav aria-label="Admin" className="p-3">
                <AdminMenu counts={counts} />
              </nav>
            </SheetContent>
          </Sheet>
          {current && !onSecurity ? <span className="text-sm text-slate-600">{current.label}</span> : null}
        </div>
        {onSecurity ? null : (
          <h1 className="sr-only">Admin{current?.label && current.path ? `: ${current.label}` : ''}</h1>
        )}
        {children}
      </div>
    </div>
  );
}
