// What the site's shell (app/layouts) needs from the cart feature: it is in the entry chunk, so it re-exports
// nothing a page alone uses (the cart menu itself is a lazy chunk, ADR 048).
export { CartMenuSlot, preloadCartMenu } from './components/cart-menu-slot';
