// The cart for components: lines, count, total, and add/remove/clear. Adding a line that is already in the cart
// shows the spec's warning toast (Kurs "{title}" je već u korpi.) for 3 s and changes nothing.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import { toast } from '../../../lib/toast';
import { type CartItem, type CartItemInput, cartTotal } from '../lib/cart';
import { cartStore } from '../lib/cart-store';

export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
}

export function useCart() {
  const { t } = useTranslation('cart');
  const items = useCartItems();
  const total = useMemo(() => cartTotal(items), [items]);

  const add = useCallback(
    (input: CartItemInput) => {
      const result = cartStore.add(input);
      if (result.status === 'duplicate') {
        const key =
          result.item.type === 'course' || result.item.type === 'course_extension'
            ? 'course'
            : result.item.type;
        toast.warning(
          t(`duplicate.${key as 'course' | 'ebook' | 'template' | 'membership'}`, {
            title: result.item.title,
          }),
          {
            autoClose: 3000,
            toastId: `cart-duplicate-${result.item.type}-${result.item.id}`,
          },
        );
      }
      return result.status;
    },
    [t],
  );

  return {
    items,
    count: items.length,
    total,
    add,
    remove: cartStore.remove,
    clear: cartStore.clear,
    has: (type: CartItem['type'], id: number) => items.some((item) => item.type === type && item.id === id),
  };
}
