import { ChevronDown, Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { siteSections, type SiteSection, type SiteSectionId } from '../data/site-map';
import { LinkButton } from './link-button';
import { NavMenu } from './nav-menu';

export type SiteHeaderProps = {
  /** Signed-in visitors get a Dashboard button instead of Sign In and Get Started. */
  signedIn?: boolean;
  /** Shown after the Dashboard button for signed-in users, e.g. their user menu. */
  account?: ReactNode;
};

/**
 * The main navigation: the logo, the five menus (Services, Industries, Partners, Resources,
 * Company), Pricing and the account buttons. Below the `lg` width the menus fold into a menu
 * panel opened by the Menu button.
 */
export function SiteHeader({ signedIn = false, account }: SiteHeaderProps) {
  const [openMenu, setOpenMenu] = useState<SiteSectionId | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // Any navigation closes what is open.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  // A click or tap anywhere outside the navigation closes an open menu.
  useEffect(() => {
    if (openMenu === null && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && navRef.current?.contains(event.target)) return;
      setOpenMenu(null);
      setMobileOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openMenu, mobileOpen]);

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative"
      onKeyDown={(event) => {
        // Escape closes the phone menu from anywhere in the navigation and returns to its button.
        if (event.key !== 'Escape' || !mobileOpen || event.defaultPrevented) return;
        event.preventDefault();
        setMobileOpen(false);
        document.getElementById(MOBILE_TOGGLE_ID)?.focus();
      }}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link
          to="/"
          className="mr-2 flex shrink-0 items-center gap-2 rounded-md text-lg font-semibold tracking-tight text-brand-800"
        >
          <ShieldCheck aria-hidden="true" className="size-6 text-brand-700" />
          Candor
        </Link>

        <ul className="hidden items-center gap-1 lg:flex">
          {siteSections.map((section, index) => (
            <NavMenu
              key={section.id}
              section={section}
              open={openMenu === section.id}
              alignEnd={index >= siteSections.length - 1}
              onOpenChange={(open) => {
                setOpenMenu(open ? section.id : null);
              }}
            />
          ))}
          <li>
            <Link
              to="/pricing"
              className="inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-ink hover:bg-slate-100 hover:text-brand-800"
            >
              Pricing
            </Link>
          </li>
        </ul>

        <div className="ml-auto flex items-center gap-2">
          {signedIn ? (
            <>
              <LinkButton to="/dashboard" size="md" className="max-sm:hidden">
                Dashboard
              </LinkButton>
              {account}
            </>
          ) : (
            <>
              <LinkButton to="/login" variant="ghost" className="max-sm:hidden">
                Sign In
              </LinkButton>
              <LinkButton to="/register" className="px-3 sm:px-4">
                Get Started
              </LinkButton>
            </>
          )}
          <MobileMenuButton
            open={mobileOpen}
            onToggle={() => {
              setMobileOpen((open) => !open);
            }}
          />
        </div>
      </div>
      <MobileMenu open={mobileOpen} signedIn={signedIn} />
    </nav>
  );
}

const MOBILE_TOGGLE_ID = 'site-menu-toggle';
const MOBILE_PANEL_ID = 'site-menu';

function MobileMenuButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const Icon = open ? X : Menu;
  return (
    <button
      id={MOBILE_TOGGLE_ID}
      type="button"
      aria-expanded={open}
      aria-controls={MOBILE_PANEL_ID}
      onClick={onToggle}
      className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-slate-100 lg:hidden"
    >
      <Icon aria-hidden="true" className="size-6" />
      <span className="sr-only">Menu</span>
    </button>
  );
}

/** The phone and tablet navigation: each menu as an expandable group, then Pricing and the account links. */
function MobileMenu({ open, signedIn }: { open: boolean; signedIn: boolean }) {
  return (
    <div
      id={MOBILE_PANEL_ID}
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-border bg-surface shadow-lg lg:hidden"
    >
      {open && (
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
          <ul className="flex flex-col">
            {siteSections.map((section) => (
              <MobileGroup key={section.id} section={section} />
            ))}
            <li>
              <Link
                to="/pricing"
                className="flex h-12 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-slate-100"
              >
                Pricing
              </Link>
            </li>
          </ul>
          <div className="flex flex-col gap-2 border-t border-border pt-3 sm:flex-row">
            {signedIn ? (
              <LinkButton to="/dashboard" size="lg">
                Dashboard
              </LinkButton>
            ) : (
              <>
                <LinkButton to="/login" variant="secondary" size="lg">
                  Sign In
                </LinkButton>
                <LinkButton to="/register" size="lg">
                  Get Started
                </LinkButton>
              </>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

function MobileGroup({ section }: { section: SiteSection }) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const links = section.overview ? [...section.links, section.overview] : section.links;
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => {
          setExpanded((value) => !value);
        }}
        className="flex h-12 w-full items-center justify-between rounded-md px-3 text-base font-medium text-ink hover:bg-slate-100"
      >
        {section.label}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'size-5 transition-transform motion-reduce:transition-none',
            expanded && 'rotate-180',
          )}
        />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l border-border pl-3">
        {expanded &&
          links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="flex min-h-11 items-center rounded-md px-3 py-2 text-base text-ink-muted hover:bg-slate-100 hover:text-ink"
              >
                {link.label}
              </Link>
            </li>
          ))}
      </ul>
    </li>
  );
}
