// Typed keys for t(): the Serbian files are the source of truth.
import 'i18next';
import type { resources } from './i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['sr'];
  }
}
