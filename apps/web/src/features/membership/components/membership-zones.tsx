// The zones for sale on /membership: each with its price for 12 months, how many courses it opens, and an
// add-to-cart button; several zones can go into one order.

import { Link } from 'react-router';
import { CoverArt } from '../../../components/course/cover-art';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n-react';
import { formatMoney } from '../../../lib/money';
import { AddToCartButton, membershipToCartItem } from '../../cart';
import { useMemberships } from '../api/get-memberships';
import styles from './membership-zones.module.css';

interface MembershipZonesProps {
  /** The page's own description of a zone by its category slug, when it has one. */
  describe: (slug: string) => string | null;
}

export function MembershipZones({ describe }: MembershipZonesProps) {
  const { t } = useTranslation('cart');
  const zones = useMemberships();

  if (zones.isPending) return <Spinner label={t('membership.loading')} />;
  if (zones.isError) {
    return (
      <div className={styles.state}>
        <Alert tone="danger">{t('membership.error')}</Alert>
        <Button variant="secondary" size="sm" onClick={() => void zones.refetch()}>
          {t('membership.retry')}
        </Button>
      </div>
    );
  }
  if (zones.data.length === 0) return <p className={styles.muted}>{t('membership.empty')}</p>;

  return (
    <ul className={styles.zones}>
      {zones.data.map((zone) => {
        const description = describe(zone.slug);
        return (
          <li key={zone.id} className={styles.zone} data-testid="membership-zone" data-zone-id={zone.id}>
            <div className={styles.head}>
              <div className={styles.art}>
                <CoverArt title={zone.name} categorySlug={zone.slug} size="sm" />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <Link to={`/category/${zone.slug}`} className={styles.link}>
                    {zone.name}
                  </Link>
                </h3>
                {description ? <p className={styles.muted}>{description}</p> : null}
                <p className={styles.facts}>
                  {t('line.courses', { count: zone.courses_count })} ·{' '}
                  {t('line.months', { count: zone.months })}
                </p>
              </div>
            </div>
            <div className={styles.foot}>
              <p className={styles.price}>
                <span className={styles.amount}>{formatMoney(zone.price_para)}</span>
                <span className={styles.per}>{t('membership.perZone')}</span>
              </p>
              <AddToCartButton
                item={membershipToCartItem(zone, t('membership.title', { zone: zone.name }))}
                size="md"
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
