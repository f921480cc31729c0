// What the site's layout needs of the catalog feature (ADR 048): the main categories' links and their query.
export { categoryTreeQuery } from './api/browse-courses';
export { useMainCategoryLinks } from './lib/categories';
