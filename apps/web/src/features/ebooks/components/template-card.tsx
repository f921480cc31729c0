// A template in a list: free ones offer "Preuzmi" (login first for visitors), paid ones add to cart.
import type { Template } from '@atelje/shared/catalog/schemas';
import { Link } from 'react-router';
import { PriceTag } from '../../../components/course/price-tag';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n-react';
import { AddToCartButton, templateToCartItem } from '../../cart';
import { useTemplateDownload } from '../hooks/use-template-download';
import styles from './material-card.module.css';
import { MaterialCover } from './material-cover';

export function TemplateCard({
  template,
  headingLevel = 'h3',
}: {
  template: Template;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(['catalog', 'cart']);
  const { download, pendingId } = useTemplateDownload();
  const Heading = headingLevel;
  const to = template.course_id ? `/courses/${template.course_id}/templates/${template.id}` : null;
  return (
    <article className={styles.card} data-testid="template-card">
      <MaterialCover
        title={template.title}
        thumbnail={template.thumbnail}
        thumbnailSrcSet={template.thumbnail_srcset}
        kicker={t('cart:type.template')}
        shape="sheet"
      />
      <div className={styles.body}>
        <Heading className={styles.title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {template.title}
            </Link>
          ) : (
            template.title
          )}
        </Heading>
        {template.author ? <p className={styles.author}>{template.author}</p> : null}
        <div className={styles.footer}>
          {template.is_free ? (
            <>
              <p className={styles.free}>{t('price.free')}</p>
              <Button
                size="sm"
                variant="secondary"
                className={styles.action}
                loading={pendingId === template.id}
                onClick={() => download(template.id)}
                aria-label={t('materials.downloadNamed', { title: template.title })}
              >
                {t('materials.download')}
              </Button>
            </>
          ) : (
            <>
              <PriceTag pricePara={template.price_para} size="sm" />
              <AddToCartButton
                item={templateToCartItem(template)}
                size="sm"
                variant="secondary"
                className={styles.action}
              />
            </>
          )}
        </div>
      </div>
    </article>
  );
}
