// A card for an e-book or a template in the home sliders: cover (or a generated one), title, author, price.
import { useState } from 'react';
import { Link } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { PriceTag } from '../../../components/course/price-tag';
import styles from './material-card.module.css';

interface MaterialCardProps {
  to: string;
  title: string;
  author: string | null;
  thumbnail: string | null;
  kicker: string;
  categorySlug?: string | null;
  pricePara: number;
}

export function MaterialCard({
  to,
  title,
  author,
  thumbnail,
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
            src={thumbnail}
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
