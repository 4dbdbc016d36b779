import type { QueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn';
import type { Me } from '../../../lib/session';
import { signOut } from '../api/auth-api';

const initialsOf = (me: Me) =>
  `${me.user.firstName.charAt(0)}${me.user.lastName.charAt(0)}`.toUpperCase() ||
  me.user.email.charAt(0).toUpperCase();

/**
 * The signed-in user's menu (docs/product.md#screens): initials, name and Sign Out. Signing out ends the session
 * on the server, then clears this device's caches and storage.
 */
export function UserMenu({ me, queryClient }: { me: Me; queryClient?: QueryClient }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();

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

  async function handleSignOut() {
    setBusy(true);
    try {
      await signOut();
    } finally {
      queryClient?.clear();
      setBusy(false);
      setOpen(false);
      void navigate('/login', { replace: true });
    }
  }

  return (
    <div ref={rootRef} className="relative">
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
          if (event.key === 'Escape') setOpen(false);
        }}
        className="flex items-center gap-2 rounded-full p-1 pr-3 text-sm font-medium text-ink hover:bg-canvas focus-visible:outline-2"
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white"
        >
          {initialsOf(me)}
        </span>
        <span className="hidden sm:inline">{me.user.name}</span>
        <span className="sr-only sm:hidden">Account menu for {me.user.name}</span>
      </button>
      <div
        id={menuId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            buttonRef.current?.focus();
          }
        }}
        className={cn(
          'absolute right-0 z-50 mt-2 w-64 rounded-lg border border-border bg-surface p-2 shadow-lg',
        )}
      >
        <div className="border-b border-border px-3 pt-1 pb-3">
          <p className="text-sm font-medium text-ink">{me.user.name}</p>
          <p className="truncate text-xs text-ink-muted">{me.user.email}</p>
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => void handleSignOut()}
          className="mt-1 flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-ink hover:bg-canvas disabled:opacity-60"
        >
          <LogOut aria-hidden="true" className="size-4" />
          {busy ? 'Signing out...' : 'Sign Out'}
        </button>
      </div>
    </div>
  );
}
