import type { HTMLAttributes } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLDivElement> {
  padding?: 'none' | 'md' | 'lg';
  /** Draws the card without a shadow, for use on sunken backgrounds. */
  flat?: boolean;
}

export function Card({ padding = 'md', flat = false, className, ...rest }: CardProps) {
  return (
    <div
      className={[styles.card, styles[padding], flat ? styles.flat : '', className].filter(Boolean).join(' ')}
      {...rest}
    />
  );
}
