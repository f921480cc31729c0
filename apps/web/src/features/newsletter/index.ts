// The newsletter feature's public surface: what other features and app/ may import (ADR 048).

export { useMyMailPreferences, useSaveMyMailPreferences } from './api/mail-preferences';
export { MailPreferencesForm } from './components/mail-preferences-form';
export { NewsletterBlock } from './components/newsletter-block';
