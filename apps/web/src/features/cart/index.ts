// The cart feature's public surface: what other features and app/ may import (ADR 048).
export { cartQuoteKey, quoteCart, useCartQuote } from './api/quote-cart';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartIcon } from './components/cart-icon';
export { CartMenuSlot } from './components/cart-menu-slot';
export { ItemThumb } from './components/item-thumb';
export { LinePrice, lineFacts, lineTitle } from './components/line-price';
export { useCart, useCartItems } from './hooks/use-cart';
export {
  type CartItem,
  type CartItemType,
  cartTotal,
  courseToCartItem,
  ebookToCartItem,
  extensionToCartItem,
  itemKey,
  membershipToCartItem,
  templateToCartItem,
  toItemRefs,
} from './lib/cart';
export { cartStore } from './lib/cart-store';
export { cartSync } from './lib/cart-sync';
