// The feature icons content can name (SALES_ICONS), drawn inline: no image requests on the first screen.
import type { SalesIcon } from '@atelje/shared/marketing/sales-content';
import { LineIcon } from '../../../components/ui/icons';

const PATHS: Record<SalesIcon, string[]> = {
  video: ['M3 6.5h12v11H3z', 'm15 10 6-3.5v11L15 14'],
  clock: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z', 'M12 7.5V12l3 2'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3.5V7', 'M16 3.5V7'],
  certificate: ['M12 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z', 'm8.5 13.5-1.5 7 5-2.5 5 2.5-1.5-7'],
  book: ['M4 5.5c3-1 5.5-1 8 .5v14c-2.5-1.5-5-1.5-8-.5z', 'M20 5.5c-3-1-5.5-1-8 .5v14c2.5-1.5 5-1.5 8-.5z'],
  devices: ['M3 5h14v10H3z', 'M1.5 18h17', 'M19 9h3.5v10H19z'],
  chat: ['M4 5h16v11H9l-5 4z'],
  shield: ['M12 3 4.5 6v5.5c0 4.5 3.2 8 7.5 9.5 4.3-1.5 7.5-5 7.5-9.5V6z', 'm8.5 12 2.5 2.5 4.5-5'],
  star: ['m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z'],
  palette: [
    'M12 3.5a8.5 8.5 0 0 0 0 17c1.2 0 1.8-.8 1.8-1.7 0-1.2-1-1.5-1-2.6 0-1 .8-1.7 1.8-1.7h2.2a3.7 3.7 0 0 0 3.7-3.7c0-4.3-3.8-7.3-8.5-7.3Z',
    'M7.5 11h.01',
    'M10 7.5h.01',
    'M14.5 7.5h.01',
  ],
  ruler: ['m3.5 16.5 13-13 4 4-13 13z', 'm7 13 2 2', 'm10 10 2 2', 'm13 7 2 2'],
  hanger: ['M12 8.5V7a2 2 0 1 1 2 2l-2 1.5', 'M12 10.5 3 17.5h18z'],
};

export function SalesIconGlyph({ icon, size = 28 }: { icon: SalesIcon; size?: number }) {
  return (
    <LineIcon size={size} strokeWidth="1.5">
      {PATHS[icon].map((d) => (
        <path key={d} d={d} />
      ))}
    </LineIcon>
  );
}

/** Five filled stars (spec 000 §9: the rating is always 5), with the rating as text for assistive technology. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex', gap: 2, color: '#c98a1b' }}>
      {Array.from({ length: rating }, (_, index) => `star-${index + 1}`).map((key) => (
        <svg key={key} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
          <path d={PATHS.star[0]} />
        </svg>
      ))}
    </span>
  );
}
