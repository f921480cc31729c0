// The buying parts of the sales pages (spec 000 §2 "Paid landing pages"): the buy button, the price line, the
// pre-sale box with its places left, the offer with its value and price, and the guarantee. The content sections
// around them are sales-sections.tsx.
import type { Course } from '@atelje/shared/catalog/schemas';
import type { PresalePageKey, SalesLandingContent } from '@atelje/shared/marketing/sales-content';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMoney } from '../../../lib/money';
import { usePublicSettings } from '../../../lib/public-settings';
import { CartIcon } from '../../cart';
import { usePresale } from './get-presale';
import styles from './sales.module.css';
import { useSalesTranslation } from './sales-i18n';
import { SalesIconGlyph } from './sales-icons';
import offerStyles from './sales-offer.module.css';
import { Section } from './sales-sections';

export function BuyButton({
  label,
  onBuy,
  size = 'lg',
  variant = 'primary',
}: {
  label: string;
  onBuy: (() => void) | null;
  size?: 'md' | 'lg';
  variant?: 'primary' | 'inverse';
}) {
  return (
    <Button
      size={size}
      variant={variant}
      icon={<CartIcon size={18} />}
      onClick={onBuy ?? undefined}
      disabled={onBuy === null}
      data-testid="sales-buy"
    >
      {label}
    </Button>
  );
}

export function PriceLine({ course, regularRsd }: { course: Course | null; regularRsd: number }) {
  const { t } = useSalesTranslation();
  return (
    <p className={offerStyles.priceLine}>
      <span className="visually-hidden">{t('offer.yourPrice')}: </span>
      <strong className={offerStyles.price} data-testid="sales-price">
        {course ? formatMoney(course.price_para) : '…'}
      </strong>{' '}
      <span className="visually-hidden">{t('offer.regular')}: </span>
      <s className={offerStyles.struck}>{formatMoney(regularRsd * 100)}</s>
    </p>
  );
}

export function PresaleBox({
  pageKey,
  content,
  course,
  cta,
}: {
  pageKey: PresalePageKey;
  content: SalesLandingContent['presale'];
  course: Course | null;
  cta: ReactNode;
}) {
  const { t } = useSalesTranslation();
  const presale = usePresale(pageKey);
  const data = presale.data;
  return (
    <aside className={offerStyles.presale} aria-labelledby="presale-title" data-testid="presale-box">
      <p className={styles.kicker}>{t('presale.label')}</p>
      <h2 id="presale-title" className={offerStyles.presaleTitle}>
        {content.title}
      </h2>
      <p className={styles.muted}>{content.text}</p>
      {data ? (
        <div className={offerStyles.places}>
          <p data-testid="presale-places">
            {data.remaining > 0
              ? t('presale.places', { remaining: data.remaining, limit: data.limit })
              : content.sold_out_text}
          </p>
          <meter
            className="visually-hidden"
            min={0}
            max={data.limit}
            value={Math.min(data.taken, data.limit)}
            aria-label={t('presale.taken', { taken: data.taken })}
          />
          <div className={offerStyles.meter} aria-hidden="true">
            <span style={{ width: `${(Math.min(data.taken, data.limit) / data.limit) * 100}%` }} />
          </div>
        </div>
      ) : (
        <div className={offerStyles.places}>
          <p className={styles.muted}>{t('presale.loading')}</p>
          <div className={offerStyles.meter} aria-hidden="true" />
        </div>
      )}
      <p className={styles.kicker}>{t('presale.price')}</p>
      <p className={offerStyles.presalePrice}>
        <strong>{course ? formatMoney(course.price_para) : '…'}</strong>
      </p>
      {cta}
    </aside>
  );
}

interface OfferProps {
  offer: SalesLandingContent['offer'];
  course: Course | null;
  cta: ReactNode;
}

function Offer({ offer, course, cta }: OfferProps) {
  const { t } = useSalesTranslation();
  const value = (eur: number) => (eur > 0 ? t('offer.value', { value: eur }) : t('offer.included'));
  return (
    <div className={offerStyles.offer}>
      <ul className={offerStyles.offerList}>
        {offer.items.map((item) => (
          <li key={item.title}>
            <span>{item.title}</span>
            <span className={offerStyles.offerValue}>{value(item.value_eur)}</span>
          </li>
        ))}
        <li>
          <span>
            <strong>{offer.extras.title}</strong>
            <span className={offerStyles.extras}>{offer.extras.items.join(' · ')}</span>
          </span>
          <span className={offerStyles.offerValue}>{value(offer.extras.value_eur)}</span>
        </li>
        <li className={offerStyles.offerTotal}>
          <span>{t('offer.total')}</span>
          <s data-testid="offer-total">{t('offer.value', { value: offer.total_value_eur })}</s>
        </li>
      </ul>
      <div className={offerStyles.offerPrice}>
        <p className={styles.kicker}>{t('offer.yourPrice')}</p>
        <PriceLine course={course} regularRsd={offer.regular_price_rsd} />
        <p className={styles.muted}>
          {t('offer.eur', { price: offer.price_eur, regular: offer.regular_price_eur })}
        </p>
        <p className={offerStyles.access}>{t('offer.access', { count: offer.access_months })}</p>
        {cta}
        <p className={offerStyles.note}>{offer.note}</p>
      </div>
    </div>
  );
}

/** The guarantee, with `{email}` replaced by the company's support address as a mail link. */
function Guarantee({ paragraphs, email }: { paragraphs: string[]; email: string | null }) {
  return (
    <div className={offerStyles.guarantee}>
      <span className={offerStyles.seal}>
        <SalesIconGlyph icon="shield" size={40} />
      </span>
      <div>
        {paragraphs.map((paragraph) => {
          const [before, ...rest] = paragraph.split('{email}');
          return (
            <p key={paragraph} className={styles.paragraph}>
              {before}
              {rest.length > 0 ? (
                <>
                  {email ? <a href={`mailto:${email}`}>{email}</a> : null}
                  {rest.join(email ?? '')}
                </>
              ) : null}
            </p>
          );
        })}
      </div>
    </div>
  );
}

/** The offer section, the anchor the hero's "see the offer" link goes to. */
export function OfferSection({ offer, course, cta }: OfferProps) {
  return (
    <Section id="what-do-you-get-section" title={offer.title} tone="dark">
      <Offer offer={offer} course={course} cta={cta} />
    </Section>
  );
}

export function GuaranteeSection({
  guarantee,
  tone,
}: {
  guarantee: SalesLandingContent['guarantee'];
  tone?: 'plain' | 'sunken';
}) {
  const settings = usePublicSettings();
  return (
    <Section id="guarantee-section" title={guarantee.title} tone={tone} narrow>
      <Guarantee paragraphs={guarantee.paragraphs} email={settings.data?.company.support_email ?? null} />
    </Section>
  );
}
