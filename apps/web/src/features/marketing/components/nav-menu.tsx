import { ArrowRight, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import type { SiteSection } from '../data/site-map';

export type NavMenuProps = {
  section: SiteSection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Lines the panel up with the button's right edge (menus near the end of the bar). */
  alignEnd?: boolean;
};

function focusableLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]')) : [];
}

/**
 * One dropdown of the main navigation (the disclosure pattern): a button that shows a list of
 * links. Enter, Space or ArrowDown open it (ArrowDown also moves to the first link); ArrowUp,
 * ArrowDown, Home and End move between links; Escape closes it and returns focus to the button;
 * Tab moves on and closes it once focus leaves.
 */
export function NavMenu({ section, open, onOpenChange, alignEnd = false }: NavMenuProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusableLinks(panelRef.current)[0]?.focus();
    }
  }, [open]);

  const closeAndReturnFocus = () => {
    onOpenChange(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) {
        focusableLinks(panelRef.current)[0]?.focus();
      } else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = focusableLinks(panelRef.current);
    const index = links.findIndex((link) => link === document.activeElement);
    let next: HTMLAnchorElement | undefined;
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        closeAndReturnFocus();
        return;
      case 'ArrowDown':
        next = links[(index + 1) % links.length];
        break;
      case 'ArrowUp':
        next = links[(index - 1 + links.length) % links.length];
        break;
      case 'Home':
        next = links[0];
        break;
      case 'End':
        next = links.at(-1);
        break;
      default:
        return;
    }
    event.preventDefault();
    next?.focus();
  };

  // Tab (or Shift+Tab) out of the button and its panel closes the menu.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) onOpenChange(false);
  };

  return (
    <li className="relative" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          onOpenChange(!open);
        }}
        onKeyDown={onButtonKeyDown}
        className={cn(
          'inline-flex h-10 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors',
          open ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-slate-100 hover:text-brand-800',
        )}
      >
        {section.label}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        className={cn(
          'absolute top-full z-50 mt-2 w-80 rounded-lg border border-border bg-surface p-2 shadow-lg',
          alignEnd ? 'right-0' : 'left-0',
        )}
      >
        {/* The links render only while open: less work for the first paint of every page. */}
        {open && (
          <>
            <ul className="flex flex-col">
              {section.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    onClick={() => {
                      onOpenChange(false);
                    }}
                    className="flex flex-col gap-0.5 rounded-md px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
                  >
                    <span className="text-sm font-medium text-ink">{link.label}</span>
                    {link.description && <span className="text-sm text-ink-muted">{link.description}</span>}
                  </Link>
                </li>
              ))}
            </ul>
            {section.overview && (
              <div className="mt-1 border-t border-border pt-1">
                <Link
                  to={section.overview.to}
                  onClick={() => {
                    onOpenChange(false);
                  }}
                  className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:bg-brand-50"
                >
                  {section.overview.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </div>
            )}
          </>
        )}
      </div>
    </li>
  );
}
