// The ebooks feature's public surface: what other features and app/ may import (ADR 048).
export { ebooksQuery } from './api/get-ebooks';
export { templatesQuery } from './api/get-templates';
