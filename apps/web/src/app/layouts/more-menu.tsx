// The bar's "Još"/"More" menu (ADR 036): a disclosure button (aria-expanded) and a panel of the navbar items that
// did not fit. Opening it from the keyboard (Enter, Space) moves focus to the first item; the arrow keys, Home
// and End move between the items (ArrowDown on the button too); Escape closes it and gives focus back to the
// button. A click outside, leaving it with Tab and a change of page close it as well.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons';
import styles from './top-nav.module.css';

export interface CloseOptions {
  /** Give focus back to the button, e.g. so that a dialog opened from the menu returns it there. */
  focusButton: boolean;
}

interface MoreMenuProps {
  label: string;
  /** The page shown is one of the menu's links: the button is marked like an active link. */
  active: boolean;
  /** False while every item fits the bar: the menu closes. */
  enabled: boolean;
  children: (close: (options: CloseOptions) => void) => ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled])';

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel ? Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

export function MoreMenu({ label, active, enabled, children }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!enabled) setOpen(false);
  }, [enabled]);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) {
      focusFirst.current = false;
      focusables(panelRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    // Escape with focus elsewhere on the page (inside the menu, onKeyDown has it first).
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onEscape);
    };
  }, [open]);

  function close({ focusButton }: CloseOptions) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!open) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        focusFirst.current = true;
        setOpen(true);
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close({ focusButton: true });
      return;
    }
    const list = focusables(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % list.length;
    else if (event.key === 'ArrowUp') next = index <= 0 ? list.length - 1 : index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next !== null && list.length > 0) {
      event.preventDefault();
      list[next]?.focus();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys of the button and its panel, handled in one place
    <div
      ref={rootRef}
      className={styles.more}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Tab moved focus out of the menu (a click outside is handled by the pointer listener).
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[styles.link, styles.moreButton, active ? styles.active : ''].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          // A click with no pointer (detail 0) came from Enter or Space: focus goes to the first item.
          if (!open) focusFirst.current = event.detail === 0;
          setOpen(!open);
        }}
        data-testid="nav-more"
      >
        {label}
        <ChevronDownIcon size={14} className={styles.moreChevron} />
      </button>
      {open ? (
        <div ref={panelRef} id={panelId} className={styles.menuPanel} data-testid="nav-more-panel">
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
