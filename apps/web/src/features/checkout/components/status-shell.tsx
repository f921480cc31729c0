// The frame of the payment result pages: a large status mark, eyebrow, title and the page's content.

import type { ReactNode } from 'react';
import { eyebrowClass } from '../../../components/layout/page';
import { ButtonLink } from '../../../components/ui/button';
import { RingIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import resultStyles from './payment-result.module.css';
import styles from './status-shell.module.css';

export type StatusTone = 'working' | 'success' | 'danger' | 'waiting';

const marks: Record<Exclude<StatusTone, 'working'>, ReactNode> = {
  success: <path d="m8 12.5 2.7 2.7L16.5 9.5" />,
  danger: <path d="M9 9l6 6M15 9l-6 6" />,
  waiting: <path d="M12 7.5V12l3 2" />,
};

interface StatusShellProps {
  tone: StatusTone;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  testId?: string;
}

export function StatusShell({ tone, eyebrow, title, children, testId }: StatusShellProps) {
  return (
    <div className={styles.page}>
      <section
        className={styles.card}
        data-tone={tone}
        aria-labelledby="payment-status-title"
        data-testid={testId}
      >
        <span className={styles.mark} aria-hidden="true">
          {tone === 'working' ? <Spinner size="lg" /> : <RingIcon size={36}>{marks[tone]}</RingIcon>}
        </span>
        <p className={eyebrowClass}>{eyebrow}</p>
        <h1 id="payment-status-title" className={styles.title} tabIndex={-1}>
          {title}
        </h1>
        <div className={styles.body}>{children}</div>
      </section>
    </div>
  );
}

/** A result page opened without `payment_id`: nothing to check; the page's own links, then the purchases. */
export function MissingPaymentId({ children }: { children?: ReactNode }) {
  const { t } = useCheckoutTranslation();
  return (
    <StatusShell
      tone="danger"
      eyebrow={t('error.eyebrow')}
      title={t('status.missingId')}
      testId="payment-missing-id"
    >
      <div className={resultStyles.actions}>
        {children}
        <ButtonLink to="/my-profile#purchases" size="lg" variant={children ? 'secondary' : 'primary'}>
          {t('success.purchases')}
        </ButtonLink>
      </div>
    </StatusShell>
  );
}
