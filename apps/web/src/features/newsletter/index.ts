// The newsletter feature's public surface: what other features and app/ may import (ADR 048).
export { NewsletterBlock } from './components/newsletter-block';
