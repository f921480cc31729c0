// A small square picture of a cart line: its thumbnail (its smallest width, ADR 068: the cart keeps only the URL,
// whose widths the shared imageSrcSet knows), or a warm initial tile when there is none.
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { useState } from 'react';
import { pictureProps, THUMBNAIL_SIZES } from '../../../lib/image-sizes';
import type { CartItem } from '../lib/cart';
import styles from './item-thumb.module.css';

export function ItemThumb({ item, size = 'md' }: { item: CartItem; size?: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={[styles.thumb, styles[size]].join(' ')} aria-hidden="true">
      {item.thumbnailUrl && !failed ? (
        <img
          {...pictureProps(item.thumbnailUrl, imageSrcSet(item.thumbnailUrl), THUMBNAIL_SIZES)}
          alt=""
          loading="lazy"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.initial} data-type={item.type}>
          {item.title.trim().charAt(0).toUpperCase() || '·'}
        </span>
      )}
    </span>
  );
}
