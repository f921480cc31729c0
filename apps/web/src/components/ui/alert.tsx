import type { ReactNode } from 'react';
import styles from './alert.module.css';
import { RingIcon } from './icons';

export type AlertTone = 'info' | 'success' | 'danger' | 'warning';

interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

const icons: Record<AlertTone, ReactNode> = {
  info: <path d="M12 11v5M12 8v.01" />,
  success: <path d="m8 12.5 2.7 2.7L16.5 9.5" />,
  danger: <path d="M12 7.5v5.5M12 16v.01" />,
  warning: <path d="M12 8v5M12 16v.01" />,
};

/** Danger and warning interrupt (role alert); info and success are announced politely (role status). */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[styles.alert, styles[tone], className].filter(Boolean).join(' ')}
    >
      <RingIcon size={20} className={styles.icon}>
        {icons[tone]}
      </RingIcon>
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.text}>{children}</div> : null}
      </div>
    </div>
  );
}
