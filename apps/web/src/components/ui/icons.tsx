// The line icons drawn in several places, in currentColor and hidden from assistive technology (the control or
// text they sit with carries the words).
import type { ReactNode } from 'react';

/** An icon of one round-capped stroke in currentColor: 16 units unless `box` says otherwise. */
export function StrokeIcon({
  d,
  size = 16,
  box = 16,
  strokeWidth = '1.6',
  roundJoin = true,
  className,
}: {
  d: string;
  size?: number;
  box?: number;
  strokeWidth?: string;
  roundJoin?: boolean;
  className?: string;
}) {
  return (
    <svg aria-hidden="true" viewBox={`0 0 ${box} ${box}`} width={size} height={size} className={className}>
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin={roundJoin ? 'round' : undefined}
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
export function CloseIcon({ size = 16, strokeWidth }: { size?: number; strokeWidth?: string }) {
  return (
    <StrokeIcon d="M5 5l10 10M15 5 5 15" box={20} size={size} strokeWidth={strokeWidth} roundJoin={false} />
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
