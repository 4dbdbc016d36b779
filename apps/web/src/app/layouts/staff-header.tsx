import { Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Me } from '../../lib/session';
import { StaffSidebar } from './staff-sidebar';

export type StaffHeaderProps = {
  me: Me;
  /** The staff pages that exist (the navigation shows no other). */
  available: ReadonlySet<string>;
  /** The search of verifications, for members who may see some. */
  search?: ReactNode;
  /** The notifications bell and the user menu, at the end of the bar. */
  actions: ReactNode;
};

/**
 * The application header of signed-in staff pages (the marketing site keeps its own): the
 * product name (to the dashboard), the search, the notifications and the user menu. On a phone
 * the search and the workspace navigation fold into a panel opened by the Menu button; Escape or
 * a tap elsewhere closes it and the focus returns to the button.
 */
export function StaffHeader({ me, available, search, actions }: StaffHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  // Any navigation closes the panel.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen || event.defaultPrevented) return;
        event.preventDefault();
        setMenuOpen(false);
        toggleRef.current?.focus();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
        <Link
          to="/dashboard"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-brand-800"
        >
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
          Candor
        </Link>
        {search && <div className="hidden max-w-md flex-1 md:block">{search}</div>}
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {actions}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            onClick={() => {
              setMenuOpen((open) => !open);
            }}
            className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-canvas focus-visible:outline-2 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-6" />
            ) : (
              <Menu aria-hidden="true" className="size-6" />
            )}
            <span className="sr-only">Menu</span>
          </button>
        </div>
      </div>
      <div
        id={panelId}
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-surface shadow-lg md:hidden"
      >
        {menuOpen && (
          <div className="flex flex-col gap-2 px-4 pt-3 sm:px-6">
            {search}
            <StaffSidebar me={me} available={available} orientation="vertical" className="-mx-3 py-2" />
          </div>
        )}
      </div>
    </div>
  );
}
