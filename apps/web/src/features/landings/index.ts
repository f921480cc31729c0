// The landings feature's public surface (ADR 048): the paid sales pages, which the server's render of the first
// screen (first-screen/render.tsx) draws. The browser reaches every landing page through routes/landing-route.tsx.
export { default as NewSalesPage } from './sales/new-sales-page';
export { default as SalesPage } from './sales/sales-page';
