// "Dodaj u korpu" adds the line; once the line is in the cart the button reads "Idi u korpu" and takes the buyer
// to the cart (issue 16), with "U korpi" under it.

import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { StrokeIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n-react';
import { useCart } from '../hooks/use-cart';
import { type CartItemInput, cartButtonAction } from '../lib/cart';
import styles from './add-to-cart-button.module.css';
import { CartIcon } from './cart-icon';

interface AddToCartButtonProps {
  item: CartItemInput;
  size?: ButtonSize;
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows "U korpi" under the button once the line is in the cart. Default true. */
  showInCart?: boolean;
  className?: string;
}

export function AddToCartButton({
  item,
  size = 'md',
  variant = 'primary',
  block = false,
  showInCart = true,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const { add, items } = useCart();
  const inCart = cartButtonAction(items, item) === 'goToCart';
  return (
    <div className={[styles.wrap, block ? styles.block : '', className].filter(Boolean).join(' ')}>
      {inCart ? (
        <ButtonLink
          to="/korpa"
          size={size}
          variant={variant}
          block={block}
          icon={<CartIcon size={18} />}
          data-testid="go-to-cart"
        >
          {t('goToCartAction')}
        </ButtonLink>
      ) : (
        <Button
          size={size}
          variant={variant}
          block={block}
          icon={<CartIcon size={18} />}
          onClick={() => add(item)}
          data-testid="add-to-cart"
        >
          {t('add')}
        </Button>
      )}
      {showInCart && inCart ? (
        <span className={styles.inCart}>
          <StrokeIcon d="m3.5 8.5 3 3 6-7" size={14} strokeWidth="1.8" />
          {t('inCart')}
        </span>
      ) : null}
    </div>
  );
}
