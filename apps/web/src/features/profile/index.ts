// The profile feature's public surface: what other features and app/ may import (ADR 048).
export { type MyCertificate, useCertificates } from './api/get-certificates';
export { useMyDownloads } from './api/get-my-downloads';
export { TwoFactorSettings } from './components/two-factor-settings';
