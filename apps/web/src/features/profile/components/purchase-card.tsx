// One purchased course in "Moje kupovine": cover, title, access status and end date, a way into the lessons, and
// expandable details (spec 000 §2 Profile) with the free one-month and the paid six-month extension.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n-react';
import { pictureProps, THUMBNAIL_SIZES } from '../../../lib/image-sizes';
import { formatMoney } from '../../../lib/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { extensionToCartItem, useCart } from '../../cart';
import type { PurchasedCourse } from '../../checkout';
import { canExtendPaid, rsdStringToPara } from '../lib/purchase';
import { FreeExtensionDialog } from './free-extension-dialog';
import parts from './profile-section.module.css';
import styles from './purchases.module.css';

export function PurchaseCard({ course }: { course: PurchasedCourse }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tCart } = useTranslation('cart');
  const lng = i18n.resolvedLanguage ?? 'sr';
  const navigate = useNavigate();
  const { add } = useCart();
  // The extension's terms in force (ADR 071); the server's quote prices the line in the end.
  const settings = usePublicSettings().data;
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const detailsId = useId();

  const expiry = course.course_expiry_date;
  const pricePara = rsdStringToPara(course.total_price) ?? rsdStringToPara(course.price);
  const coursePricePara = rsdStringToPara(course.price);
  const method =
    course.paymentMethod === 'upc' ||
    course.paymentMethod === 'uplatnica' ||
    course.paymentMethod === 'paypal'
      ? t(`purchases.methods.${course.paymentMethod}`)
      : t(`purchases.sources.${course.source}`);

  function extendPaid() {
    if (coursePricePara === null) return;
    add(
      extensionToCartItem(
        { id: course.id, title: course.title, price_para: coursePricePara, thumbnailUrl: course.cover?.url },
        tCart('extension.title', { title: course.title }),
        settings ? { percent: settings.extension_percent, months: settings.extension_months } : undefined,
      ),
    );
    void navigate('/korpa');
  }

  return (
    <li className={styles.card} data-testid="purchase" data-course-id={course.id}>
      <div className={styles.cardMain}>
        <span className={styles.cover} aria-hidden="true">
          {course.cover?.url ? (
            <img
              {...pictureProps(course.cover.url, course.cover.srcset, THUMBNAIL_SIZES)}
              alt=""
              loading="lazy"
            />
          ) : (
            <span>{course.title.charAt(0)}</span>
          )}
        </span>
        <div className={styles.cardText}>
          <h3 className={styles.cardTitle}>{course.title}</h3>
          {course.author ? (
            <p className={parts.meta}>{t('purchases.by', { name: course.author.name })}</p>
          ) : null}
          <p className={styles.status}>
            <Badge tone={course.access_valid ? 'success' : 'neutral'}>
              <span data-testid="purchase-status">
                {course.access_valid ? t('purchases.active') : t('purchases.expired')}
              </span>
            </Badge>
            <span className={parts.meta} data-testid="purchase-expiry">
              {expiry
                ? t(course.access_valid ? 'purchases.accessUntil' : 'purchases.accessEnded', {
                    date: formatDate(expiry, lng),
                  })
                : t('purchases.noExpiry')}
            </span>
          </p>
        </div>
        <div className={styles.cardActions}>
          {course.access_valid ? (
            <ButtonLink to={`/courses/${course.id}/videos`} size="sm">
              {t('purchases.watch')}
            </ButtonLink>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
            data-testid="purchase-details-toggle"
          >
            {open ? t('purchases.hideDetails') : t('purchases.details')}
          </Button>
        </div>
      </div>

      {message ? (
        <div className={styles.message}>
          <Alert tone="success">{message}</Alert>
        </div>
      ) : null}

      <section
        id={detailsId}
        className={styles.details}
        hidden={!open}
        aria-label={t('purchases.detailsOf', { title: course.title })}
        data-testid="purchase-details"
      >
        <dl className={styles.detailList}>
          <div>
            <dt>{t('purchases.totalPrice')}</dt>
            <dd>{pricePara !== null ? formatMoney(pricePara) : t('purchases.none')}</dd>
          </div>
          <div>
            <dt>{t('purchases.orderNumber')}</dt>
            <dd>{course.orderNumber ?? t('purchases.none')}</dd>
          </div>
          <div>
            <dt>{t('purchases.paymentMethod')}</dt>
            <dd>{method}</dd>
          </div>
          <div>
            <dt>{t('purchases.purchaseDate')}</dt>
            <dd>{formatDate(course.purchased_at, lng)}</dd>
          </div>
          <div>
            <dt>{t('purchases.expiryDate')}</dt>
            <dd data-testid="purchase-expiry-date">
              {expiry ? formatDate(expiry, lng) : t('purchases.none')}
            </dd>
          </div>
          <div>
            <dt>{t('purchases.accessStatus')}</dt>
            <dd>{course.access_valid ? t('purchases.active') : t('purchases.expired')}</dd>
          </div>
          <div>
            <dt>{t('purchases.freeExtension')}</dt>
            <dd data-testid="purchase-free-extension">
              {course.can_extend_free ? t('purchases.yes') : t('purchases.no')}
            </dd>
          </div>
        </dl>
        <div className={styles.detailActions}>
          {course.can_extend_free ? (
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setConfirming(true)}
              data-testid="extend-free"
            >
              {t('purchases.extendFree', { count: settings?.free_extension_months ?? 1 })}
            </Button>
          ) : null}
          {canExtendPaid(course) && coursePricePara !== null ? (
            <Button size="sm" onClick={extendPaid} data-testid="extend-paid">
              {t('purchases.extendPaid', {
                count: settings?.extension_months ?? 6,
                discount: 100 - (settings?.extension_percent ?? 70),
              })}
            </Button>
          ) : null}
        </div>
      </section>

      <FreeExtensionDialog
        course={course}
        open={confirming}
        onClose={() => setConfirming(false)}
        onDone={(text) => {
          setConfirming(false);
          setMessage(text);
        }}
      />
    </li>
  );
}
