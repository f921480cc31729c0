// The line icons drawn in several places, in currentColor and hidden from assistive technology (the control or
// text they sit with carries the words).
import type { ReactNode } from 'react';

/** A 16-unit icon of one round-capped stroke. */
function StrokeIcon({ d, size = 16, className }: { d: string; size?: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width={size} height={size} className={className}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The arrow after a "go there" link. */
export function ArrowRightIcon() {
  return <StrokeIcon d="M3 8h10M9 4l4 4-4 4" />;
}

/** The arrow before a "back" link. */
export function ChevronLeftIcon() {
  return <StrokeIcon d="M10 3.5 5.5 8l4.5 4.5" />;
}

/** The chevron of something that opens downwards (a select, a menu). */
export function ChevronDownIcon({ size, className }: { size?: number; className?: string }) {
  return <StrokeIcon d="m4 6 4 4 4-4" size={size} className={className} />;
}

/** The cross of a close or remove button. */
export function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16">
      <path
        d="M5 5l10 10M15 5 5 15"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The filled circle with a white tick that marks something done (an applied code, an item just added). */
export function CheckCircleIcon({ size, className }: { size: number; className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width={size} height={size} className={className}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path
        d="m6 10.3 2.6 2.6L14 7.6"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The frame of a 24-unit line icon with round caps and joins: the paths inside are the icon. */
export function LineIcon({
  size,
  strokeWidth,
  className,
  children,
}: {
  size: number;
  strokeWidth: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      aria-hidden="true"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** A ring with a mark inside (the tone of an alert or of a payment result). */
export function RingIcon({
  size,
  className,
  children,
}: {
  size: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <LineIcon size={size} strokeWidth="1.8" className={className}>
      <circle cx="12" cy="12" r="9.25" />
      {children}
    </LineIcon>
  );
}
