// An instructor portrait: the photo (in the width it is drawn at, ADR 068), or tasteful generated initials on a
// warm colour field.
import { useState } from 'react';
import { hashString } from '../../../lib/course-display';
import { PORTRAIT_HERO_SIZES, pictureProps, TILE_GRID_SIZES } from '../../../lib/image-sizes';
import styles from './portrait.module.css';

const TONES = ['clay', 'sage', 'plum', 'ink', 'sand'] as const;

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1].charAt(0) : '';
  return `${first}${last}`.toUpperCase() || '·';
}

interface PortraitProps {
  name: string;
  image: string | null;
  /** The srcset of the photo's widths (ADR 068). */
  imageSrcSet?: string | null;
  /** 'card' fills its box (4:5), 'hero' is the large profile portrait. */
  size?: 'card' | 'hero';
  eager?: boolean;
}

export function Portrait({ name, image, imageSrcSet, size = 'card', eager = false }: PortraitProps) {
  const [failed, setFailed] = useState(false);
  const tone = TONES[hashString(name) % TONES.length];
  return (
    <div className={[styles.portrait, styles[size]].join(' ')}>
      {image && !failed ? (
        <img
          {...pictureProps(image, imageSrcSet, size === 'hero' ? PORTRAIT_HERO_SIZES : TILE_GRID_SIZES)}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <div className={[styles.initials, styles[tone]].join(' ')} aria-hidden="true">
          <span>{initials(name)}</span>
        </div>
      )}
    </div>
  );
}
