import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import type { Me } from '../../lib/session';
import { visibleNavigation } from './staff-navigation';

/** The workspace navigation beside the page (the header's menu carries it on phones). */
export function StaffSidebar({
  me,
  available,
  className,
  orientation = 'responsive',
}: {
  me: Me;
  available: ReadonlySet<string>;
  className?: string;
  /** A row on phones and a column from `md` up, or always a column (the header's phone menu). */
  orientation?: 'responsive' | 'vertical';
}) {
  const visible = visibleNavigation(me, available);
  return (
    <nav
      aria-label="Workspace"
      className={cn('px-3 py-4', orientation === 'responsive' && 'md:sticky md:top-16', className)}
    >
      <ul
        className={cn('flex gap-1', orientation === 'vertical' ? 'flex-col' : 'overflow-x-auto md:flex-col')}
      >
        {visible.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-muted hover:bg-canvas hover:text-ink',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
