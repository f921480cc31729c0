// A small square picture of a cart line: its thumbnail, or a warm initial tile when there is none.
import { useState } from 'react';
import type { CartItem } from '../lib/cart';
import styles from './item-thumb.module.css';

export function ItemThumb({ item, size = 'md' }: { item: CartItem; size?: 'sm' | 'md' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={[styles.thumb, styles[size]].join(' ')} aria-hidden="true">
      {item.thumbnailUrl && !failed ? (
        <img src={item.thumbnailUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className={styles.initial} data-type={item.type}>
          {item.title.trim().charAt(0).toUpperCase() || '·'}
        </span>
      )}
    </span>
  );
}
