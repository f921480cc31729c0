// Line icons for the six services of spec 000 §1, drawn on a 32 px grid.
import type { ReactNode } from 'react';

export type ServiceId = 'courses' | 'content' | 'materials' | 'certificates' | 'exclusive' | 'global';

const paths: Record<ServiceId, ReactNode> = {
  courses: (
    <>
      <rect x="3.5" y="6.5" width="25" height="17" rx="3" />
      <path d="M13.5 11.5v7l6-3.5-6-3.5Z" />
      <path d="M10 27.5h12" />
    </>
  ),
  content: (
    <>
      <path d="M16 4.5 28 10.5 16 16.5 4 10.5 16 4.5Z" />
      <path d="m4 16 12 6 12-6" />
      <path d="m4 21.5 12 6 12-6" />
    </>
  ),
  materials: (
    <>
      <path d="M8.5 3.5h10l6 6v19h-16v-25Z" />
      <path d="M18.5 3.5v6h6" />
      <path d="M16.5 14v9M12.75 19.5l3.75 3.75 3.75-3.75" />
    </>
  ),
  certificates: (
    <>
      <circle cx="16" cy="12.5" r="8" />
      <path d="m12.5 13 2.5 2.5 4.75-5" />
      <path d="M11 19.5 9.5 28.5l6.5-3 6.5 3-1.5-9" />
    </>
  ),
  exclusive: (
    <>
      <path d="M16 3.5 19.1 11l8 .6-6.1 5.2 1.9 7.8L16 20.4l-6.9 4.2 1.9-7.8-6.1-5.2 8-.6L16 3.5Z" />
      <path d="M24.5 26.5h4M26.5 24.5v4" />
    </>
  ),
  global: (
    <>
      <circle cx="16" cy="16" r="12.5" />
      <path d="M3.5 16h25" />
      <path d="M16 3.5c3.4 3.4 5 7.6 5 12.5s-1.6 9.1-5 12.5c-3.4-3.4-5-7.6-5-12.5s1.6-9.1 5-12.5Z" />
    </>
  ),
};

export function ServiceIcon({ id }: { id: ServiceId }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths[id]}
    </svg>
  );
}
