// /poklon/:code and /gift/:code (ADR 044): the recipient sees the course, who sends it and their message, signs in
// or registers, and redeems it; the access starts then. A used, cancelled or unknown link says so.

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { eyebrowClass } from '../../../components/layout/page';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { GIFT_COVER_SIZES, pictureProps } from '../../../lib/image-sizes';
import type { MetaFunction } from '../../../lib/page-meta';
import { type PageLoader, prefetchAll } from '../../../lib/route-loader';
import { useAuth, useAuthModal } from '../../auth';
import { userCoursesKey } from '../../checkout';
import { giftPreviewQuery, redeemGift, useGiftPreview } from '../api/gifts-api';
import { useGiftsTranslation } from '../lib/gifts-i18n';
import styles from './redeem-gift-page.module.css';

/** What the link gives (anyone with the link may see it; redeeming it is done in the browser). */
export const loader: PageLoader = async ({ params, queryClient }) => {
  await prefetchAll(queryClient, [giftPreviewQuery(params.code ?? '')]);
};

export const meta: MetaFunction = ({ t }) => ({ title: t('gifts:redeem.title') });

export default function RedeemGiftPage() {
  const { t, i18n } = useGiftsTranslation();
  const { code = '' } = useParams();
  const { user } = useAuth();
  const authModal = useAuthModal();
  const queryClient = useQueryClient();
  const preview = useGiftPreview(code);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; courseId: number; expiresAt: string } | null>(null);

  async function redeem() {
    setWorking(true);
    setFailure(null);
    try {
      const result = await redeemGift(code);
      setDone({ message: result.message, courseId: result.course_id, expiresAt: result.expires_at });
      // The new course shows in My progress and the profile at once.
      await queryClient.invalidateQueries({ queryKey: userCoursesKey });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('redeem.loadFailed'),
      );
      void preview.refetch();
    } finally {
      setWorking(false);
    }
  }

  if (preview.isPending) {
    return (
      <div className={styles.page}>
        <Spinner label={t('redeem.title')} />
      </div>
    );
  }
  if (preview.isError) {
    const missing = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <div className={styles.page}>
        <h1 className={styles.heading}>{t('redeem.title')}</h1>
        <Alert tone={missing ? 'warning' : 'danger'}>
          {missing ? t('redeem.notFound') : t('redeem.loadFailed')}
        </Alert>
        {missing ? null : (
          <Button variant="secondary" onClick={() => void preview.refetch()}>
            {t('redeem.retry')}
          </Button>
        )}
      </div>
    );
  }

  const gift = preview.data;
  const months = t('monthCount', { count: gift.months });
  return (
    <div className={styles.page}>
      <article className={styles.card} data-testid="gift-redeem">
        {gift.course.cover_url ? (
          <img
            className={styles.cover}
            {...pictureProps(gift.course.cover_url, gift.course.cover_srcset, GIFT_COVER_SIZES)}
            alt=""
            width={640}
            height={360}
          />
        ) : null}
        <div className={styles.body}>
          <p className={eyebrowClass}>{t('redeem.title')}</p>
          <p className={styles.from}>{t('redeem.from', { sender: gift.sender_name })}</p>
          <h1 className={styles.heading}>{gift.course.title}</h1>
          <p className={styles.meta}>{t('redeem.for', { name: gift.recipient_name })}</p>
          <p className={styles.meta}>{t('redeem.months', { duration: months })}</p>
          {gift.message ? (
            <blockquote className={styles.message}>
              <p className={styles.messageLabel}>{t('redeem.messageLabel')}</p>
              <p className={styles.messageText}>{gift.message}</p>
            </blockquote>
          ) : null}

          {done ? (
            <div className={styles.done} data-testid="gift-redeemed">
              <Alert tone="success">
                {done.message}{' '}
                {t('redeem.until', { date: formatDate(done.expiresAt, i18n.resolvedLanguage) })}
              </Alert>
              <ButtonLink to={`/courses/${done.courseId}/videos`} size="lg" data-testid="gift-watch">
                {t('redeem.watch')}
              </ButtonLink>
            </div>
          ) : gift.status === 'redeemed' ? (
            <Alert tone="info">{t('redeem.redeemed')}</Alert>
          ) : gift.status === 'void' ? (
            <Alert tone="warning">{t('redeem.void')}</Alert>
          ) : user ? (
            <div className={styles.actions}>
              {failure ? <Alert tone="danger">{failure}</Alert> : null}
              <Button
                size="lg"
                onClick={() => void redeem()}
                loading={working}
                loadingText={t('redeem.working')}
                data-testid="gift-redeem-button"
              >
                {t('redeem.redeem')}
              </Button>
            </div>
          ) : (
            <div className={styles.actions}>
              <p className={styles.meta}>{t('redeem.signInText')}</p>
              <div className={styles.buttons}>
                <Button onClick={() => authModal.open('login')} data-testid="gift-sign-in">
                  {t('redeem.signIn')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => authModal.open('register')}
                  data-testid="gift-register"
                >
                  {t('redeem.register')}
                </Button>
              </div>
            </div>
          )}
        </div>
      </article>
    </div>
  );
}
