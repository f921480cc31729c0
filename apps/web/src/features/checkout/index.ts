// The checkout feature's public surface: what other features and app/ may import (ADR 048).
export { createCheckout } from './api/create-checkout';
export { useSavedBilling } from './api/get-saved-billing';
export { type PurchasedCourse, userCoursesKey, useUserCourses } from './api/get-user-courses';
export { GiftCardField } from './components/gift-card-field';
export { PaymentMethodPicker } from './components/payment-method-picker';
export { VoucherField } from './components/voucher-field';
export { extendedExpiry } from './lib/access';
export { useCheckoutTranslation } from './lib/checkout-i18n';
export { submitGatewayForm } from './lib/gateway-form';
export { formatEurAmount, formatRate } from './lib/money';
