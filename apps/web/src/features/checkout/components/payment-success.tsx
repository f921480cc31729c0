// What a completed payment shows: the order, where the purchase now lives, and a way straight into each course.
// Reaching it empties the cart (the server empties its copy when it grants access).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { cartStore } from '../../cart';
import type { PaymentStatus } from '../api/get-payment-status';
import { userCoursesKey, useUserCourses } from '../api/get-user-courses';
import { useCheckoutTranslation } from '../lib/checkout-i18n';
import { successAccessKey, successLinks } from '../lib/success-links';
import styles from './payment-result.module.css';
import { StatusShell } from './status-shell';

export function PaymentSuccess({ payment }: { payment: PaymentStatus }) {
  const { t } = useCheckoutTranslation();
  const queryClient = useQueryClient();

  // A gift is bought on its own (ADR 044): the cart stays for later.
  const giftOnly = payment.gifts.length > 0 && payment.course_ids.length === 0;
  useEffect(() => {
    if (!giftOnly && cartStore.getSnapshot().length > 0) cartStore.clear();
    void queryClient.invalidateQueries({ queryKey: userCoursesKey });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  }, [queryClient, giftOnly]);

  const courses = useUserCourses(payment.course_ids.length > 0);
  const titles = new Map((courses.data ?? []).map((course) => [course.id, course.title]));
  const methodNames = {
    upc: t('method.upc'),
    uplatnica: t('method.uplatnica'),
    paypal: t('method.paypal'),
  } as const;

  return (
    <StatusShell
      tone="success"
      eyebrow={t('success.eyebrow')}
      title={t('success.title')}
      testId="payment-success"
    >
      <dl className={styles.facts}>
        <div>
          <dt>{t('success.order')}</dt>
          <dd data-testid="success-order-number">{payment.order_number}</dd>
        </div>
        <div>
          <dt>{t('success.amount')}</dt>
          <dd>{formatMoney(payment.amount_para)}</dd>
        </div>
        <div>
          <dt>{t('success.method')}</dt>
          <dd>{methodNames[payment.method]}</dd>
        </div>
      </dl>
      {payment.gifts.map((gift) => (
        <p key={`${gift.kind}-${gift.recipient_email}`} className={styles.lead} data-testid="success-gift">
          {t(gift.kind === 'course' ? 'success.giftCourse' : 'success.giftCard', {
            title: gift.title,
            email: gift.recipient_email,
          })}
        </p>
      ))}
      {giftOnly ? null : <p className={styles.lead}>{t(successAccessKey(payment))}</p>}
      <p>{t('success.email')}</p>
      <div className={styles.actions}>
        {successLinks(payment).map(({ courseId, kind }) => {
          const title = titles.get(courseId);
          const label =
            kind === 'resume'
              ? title
                ? t('success.resumeNamed', { title })
                : t('success.resume')
              : title
                ? t('success.watchNamed', { title })
                : t('success.watch');
          return (
            <ButtonLink
              key={courseId}
              to={`/courses/${courseId}/videos`}
              size="lg"
              data-testid="success-course-link"
              data-kind={kind}
            >
              {label}
            </ButtonLink>
          );
        })}
        <ButtonLink
          to="/my-profile#purchases"
          size="lg"
          variant={payment.course_ids.length > 0 ? 'secondary' : 'primary'}
          data-testid="success-purchases-link"
        >
          {t('success.purchases')}
        </ButtonLink>
        <ButtonLink to="/svi-kursevi" variant="ghost">
          {t('success.continue')}
        </ButtonLink>
      </div>
    </StatusShell>
  );
}
