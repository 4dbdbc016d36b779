import { CircleAlert, CircleCheck, Info, X, type LucideIcon } from 'lucide-react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** At most this many toasts are kept; the oldest goes first (docs/product.md#constants). */
export const MAX_TOASTS = 10;
/** Each toast is removed after this long (docs/product.md#constants). */
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'success' | 'error' | 'info';

/**
 * A link on the toast, e.g. "Open case": `href` is where it leads (a new tab opens it there),
 * `onSelect` navigates inside the app; choosing it also dismisses the toast.
 */
export type ToastAction = { label: string; href: string; onSelect: () => void };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
};

export type ToastItem = {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: ToastAction;
};

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (input: ToastInput) => number;
  success: (title: string, description?: string) => number;
  error: (title: string, description?: string) => number;
  info: (title: string, description?: string) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions; use inside <ToastProvider>. */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>.');
  return api;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) window.clearTimeout(timer);
    timers.current.delete(id);
    setToasts((list) => list.filter((t) => t.id !== id));
  }, []);

  const toast = useCallback(
    ({ title, description, variant = 'info', action }: ToastInput) => {
      const id = nextId.current++;
      const item: ToastItem = {
        id,
        title,
        variant,
        ...(description ? { description } : {}),
        ...(action ? { action } : {}),
      };
      setToasts((list) => [...list, item].slice(-MAX_TOASTS));
      timers.current.set(
        id,
        window.setTimeout(() => {
          dismiss(id);
        }, TOAST_DURATION_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) window.clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      toast,
      success: (title, description) => toast({ title, description, variant: 'success' }),
      error: (title, description) => toast({ title, description, variant: 'error' }),
      info: (title, description) => toast({ title, description, variant: 'info' }),
      dismiss,
    }),
    [toast, dismiss],
  );

  return (
    <ToastContext value={api}>
      {children}
      <Toaster toasts={toasts} onDismiss={dismiss} />
    </ToastContext>
  );
}

const variantStyle: Record<ToastVariant, { icon: LucideIcon; className: string; iconClassName: string }> = {
  success: { icon: CircleCheck, className: 'border-green-300', iconClassName: 'text-green-700' },
  error: { icon: CircleAlert, className: 'border-red-300', iconClassName: 'text-red-700' },
  info: { icon: Info, className: 'border-brand-200', iconClassName: 'text-brand-700' },
};

/** The live region: always present so that new toasts are announced politely. */
function Toaster({ toasts, onDismiss }: { toasts: ToastItem[]; onDismiss: (id: number) => void }) {
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((item) => {
        const style = variantStyle[item.variant];
        const Icon = style.icon;
        return (
          <div
            key={item.id}
            data-variant={item.variant}
            className={cn(
              'pointer-events-auto flex items-start gap-3 rounded-lg border bg-surface p-4 text-ink shadow-lg',
              style.className,
            )}
          >
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', style.iconClassName)} />
            <div className="flex min-w-0 flex-1 flex-col gap-0.5">
              <p className="text-sm font-semibold">{item.title}</p>
              {item.description && <p className="text-sm text-ink-muted">{item.description}</p>}
              {item.action && (
                <a
                  href={item.action.href}
                  onClick={(event) => {
                    // A plain click stays in the app; a modified one (new tab, window) is the browser's.
                    if (
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey ||
                      event.button !== 0
                    ) {
                      return;
                    }
                    event.preventDefault();
                    item.action?.onSelect();
                    onDismiss(item.id);
                  }}
                  className="mt-1 self-start rounded-sm text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {item.action.label}
                </a>
              )}
            </div>
            <button
              type="button"
              onClick={() => {
                onDismiss(item.id);
              }}
              aria-label="Dismiss notification"
              className="-m-1 rounded-md p-1 text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        );
      })}
    </section>
  );
}
