// The pages feature's public surface: what other features and app/ may import (ADR 048).
export { faqQuery } from './api/get-faq';
export { staticPageQuery, useStaticPage } from './api/get-static-page';
export { CategoryCollage } from './components/category-collage';
export { CompanyDetails } from './components/company-details';
export { FaqList } from './components/faq-list';
export { PageIntro } from './components/page-intro';
export { PageSection } from './components/page-section';
export { DraftPreviewBanner, PublishedPage, RichText } from './components/published-page';
export { usePagesTranslation } from './lib/pages-i18n';
export { documentPreview, faqPreview, pagePreview } from './lib/preview';
