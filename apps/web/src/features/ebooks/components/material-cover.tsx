// The cover of an e-book (portrait, like a book) or a template (landscape): the image, in the width it is drawn
// at (ADR 068), or a generated cover.
import { useState } from 'react';
import { CoverArt } from '../../../components/course/cover-art';
import { EBOOK_GRID_SIZES, MATERIAL_DETAIL_SIZES, pictureProps } from '../../../lib/image-sizes';
import styles from './material-cover.module.css';

interface MaterialCoverProps {
  title: string;
  thumbnail: string | null;
  /** The srcset of the thumbnail's widths (ADR 068). */
  thumbnailSrcSet?: string | null;
  kicker?: string;
  categorySlug?: string | null;
  shape?: 'book' | 'sheet';
  size?: 'md' | 'lg';
}

export function MaterialCover({
  title,
  thumbnail,
  thumbnailSrcSet,
  kicker,
  categorySlug,
  shape = 'book',
  size = 'md',
}: MaterialCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={[styles.cover, styles[shape], styles[size]].join(' ')}>
      {thumbnail && !failed ? (
        <img
          {...pictureProps(
            thumbnail,
            thumbnailSrcSet,
            size === 'lg' ? MATERIAL_DETAIL_SIZES : EBOOK_GRID_SIZES,
          )}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <CoverArt
          title={title}
          kicker={kicker}
          categorySlug={categorySlug}
          size={size === 'lg' ? 'md' : 'sm'}
        />
      )}
    </div>
  );
}
