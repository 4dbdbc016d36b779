import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { cn } from '../../lib/cn';

export type DialogSize = 'sm' | 'md' | 'lg';

export type DialogProps = {
  open: boolean;
  /** Called on Escape, the close button, a click on the backdrop, or any other native close. */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions shown at the bottom, e.g. Cancel and Confirm buttons. */
  footer?: ReactNode;
  size?: DialogSize;
  closeLabel?: string;
  className?: string;
};

const sizeClass: Record<DialogSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-3xl',
};

/**
 * A modal dialog on the native <dialog> element (showModal): focus is trapped and the page is
 * inert while it is open, and focus returns to whatever opened it when it closes.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeLabel = 'Close',
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Escape raises `cancel`: keep the dialog open and let the owner decide through onClose. React
  // hands `cancel` and `close` on to the handlers of enclosing elements too: a dialog opened from
  // within another one stops them, so Escape closes only the dialog on top.
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  // A close the owner did not ask for (e.g. a <form method="dialog">) still reports back.
  const handleClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (open) onClose();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description != null ? descriptionId : undefined}
      onCancel={handleCancel}
      onClose={handleClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] rounded-lg bg-surface p-0 text-ink shadow-xl',
        'backdrop:bg-slate-950/50',
        sizeClass[size],
        className,
      )}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-border px-6 py-4">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description != null && (
                <p id={descriptionId} className="text-sm text-ink-muted">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-mr-2 rounded-md p-2 text-ink-muted hover:bg-slate-100 hover:text-ink"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {children != null && <div className="overflow-y-auto px-6 py-4">{children}</div>}
          {footer != null && (
            <div className="flex flex-wrap justify-end gap-3 border-t border-border px-6 py-4">{footer}</div>
          )}
        </div>
      )}
    </dialog>
  );
}
