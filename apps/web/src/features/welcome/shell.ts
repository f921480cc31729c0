// What the site's shell (app/layouts) needs from the welcome feature: it is in the entry chunk (ADR 048).
export { WelcomeVoucherNavItem } from './components/welcome-voucher-nav';
