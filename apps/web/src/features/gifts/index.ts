// The gifts feature's public surface: what other features and app/ may import (ADR 048).
export { giftCardBalance, resendGift, sentGiftsKey, useSentGifts } from './api/gifts-api';
export { useGiftsTranslation } from './lib/gifts-i18n';
