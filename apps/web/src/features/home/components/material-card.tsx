// A card for an e-book or a template in the home sliders: cover (or a generated one, in the width the card is
// drawn at), title, author, price.
import { useState } from 'react';
import { Link } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { PriceTag } from '../../../components/course/price-tag';
import { MATERIAL_CAROUSEL_SIZES, pictureProps } from '../../../lib/image-sizes';
import styles from './material-card.module.css';

interface MaterialCardProps {
  to: string;
  title: string;
  author: string | null;
  thumbnail: string | null;
  /** The srcset of the thumbnail's widths (ADR 068). */
  thumbnailSrcSet: string | null;
  kicker: string;
  categorySlug?: string | null;
  pricePara: number;
}

export function MaterialCard({
  to,
  title,
  author,
  thumbnail,
  thumbnailSrcSet,
  kicker,
  categorySlug,
  pricePara,
}: MaterialCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {thumbnail && !failed ? (
          <img
            {...pictureProps(thumbnail, thumbnailSrcSet, MATERIAL_CAROUSEL_SIZES)}
            alt=""
            loading="lazy"
            decoding="async"
            className={styles.image}
            onError={() => setFailed(true)}
          />
        ) : (
          <CoverArt title={title} kicker={kicker} categorySlug={categorySlug} />
        )}
        <span className={styles.kicker}>{kicker}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={to} className={styles.link}>
            {title}
          </Link>
        </h3>
        {author ? <p className={styles.author}>{author}</p> : null}
        <PriceTag className={styles.price} pricePara={pricePara} size="sm" />
      </div>
    </article>
  );
}
