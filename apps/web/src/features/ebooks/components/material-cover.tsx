// The cover of an e-book (portrait, like a book) or a template (landscape): the image or a generated cover.
import { useState } from 'react';
import { CoverArt } from '../../../components/course/cover-art';
import styles from './material-cover.module.css';

interface MaterialCoverProps {
  title: string;
  thumbnail: string | null;
  kicker?: string;
  categorySlug?: string | null;
  shape?: 'book' | 'sheet';
  size?: 'md' | 'lg';
}

export function MaterialCover({
  title,
  thumbnail,
  kicker,
  categorySlug,
  shape = 'book',
  size = 'md',
}: MaterialCoverProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={[styles.cover, styles[shape], styles[size]].join(' ')}>
      {thumbnail && !failed ? (
        <img src={thumbnail} alt="" loading="lazy" onError={() => setFailed(true)} />
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
