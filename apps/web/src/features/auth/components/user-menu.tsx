import type { QueryClient } from '@tanstack/react-query';
import { roleLabels } from '@candor/contracts';
import { LogOut, Shield, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';
import { signOut } from '../api/auth-api';

const initialsOf = (me: Me) =>
  `${me.user.firstName.charAt(0)}${me.user.lastName.charAt(0)}`.toUpperCase() ||
  me.user.email.charAt(0).toUpperCase();

/** The member's roles in words ("Super Admin, HR Director"), or what they are without one. */
export function roleSummary(me: Me): string {
  if (me.membership && me.membership.roles.length > 0)
    return me.membership.roles.map((role) => roleLabels[role]).join(', ');
  return me.user.platformAdmin ? 'Platform administrator' : 'No role';
}

const itemClass =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-canvas focus-visible:bg-canvas focus-visible:outline-2 disabled:opacity-60';

/**
 * The signed-in user's menu (docs/product.md#screens): initials and name on the button; inside,
 * who they are (name, role, organisation), Profile, Security and Sign Out. A disclosure: the button
 * says whether it is open, the first entry takes the focus, arrow keys move between entries,
 * Escape (or leaving it) closes it and the focus returns to the button. Signing out ends the
 * session on the server, then clears this device's caches and storage.
 */
export function UserMenu({ me, queryClient }: { me: Me; queryClient?: QueryClient }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const location = useLocation();

  // Following one of its links closes the menu.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const items = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])];

  // Opening moves the focus to the first entry.
  useEffect(() => {
    if (open) items()[0]?.focus();
  }, [open]);

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function handleMenuKeys(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const index = list.findIndex((item) => item === document.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
  }

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      setOpen(false);
      // Leave the staff pages before forgetting their data: a page still mounted when its cached
      // query is cleared fetches it again, now signed out (a 401).
      await navigate('/login', { replace: true });
      queryClient?.clear();
    }
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the menu closes it.
        if (open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpen((v) => !v);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          } else if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="flex items-center gap-2 rounded-full p-1 text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2 sm:pr-3"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
        >
          {initialsOf(me)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{me.user.name}</span>
        <span className="sr-only sm:hidden">Account menu for {me.user.name}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        onKeyDown={handleMenuKeys}
        className={cn(
          'absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface p-2 shadow-lg',
        )}
      >
        <div className="border-b border-border px-3 pt-1 pb-3">
          <p className="text-sm font-medium break-words text-ink">{me.user.name}</p>
          <p className="truncate text-xs text-ink-muted">{me.user.email}</p>
          <p className="mt-1.5 text-xs text-ink-muted">
            <span className="sr-only">Role: </span>
            {roleSummary(me)}
          </p>
          {me.organisation && (
            <p className="text-xs font-medium break-words text-ink">
              <span className="sr-only">Organisation: </span>
              {me.organisation.name}
            </p>
          )}
        </div>
        <ul className="mt-1 flex flex-col">
          <li>
            <Link to="/profile" data-menu-item className={itemClass}>
              <UserRound aria-hidden="true" className="size-4" />
              Profile
            </Link>
          </li>
          <li>
            <Link to="/security" data-menu-item className={itemClass}>
              <Shield aria-hidden="true" className="size-4" />
              Security
            </Link>
          </li>
          <li className="mt-1 border-t border-border pt-1">
            <button
              type="button"
              data-menu-item
              disabled={busy}
              onClick={() => void handleSignOut()}
              className={itemClass}
            >
              <LogOut aria-hidden="true" className="size-4" />
              {busy ? 'Signing out...' : 'Sign Out'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
