// The sidebar catalogue of spec 000 §2; paths are the spec's routes.
export interface NavItem {
  to: string;
  labelKey:
    | 'sidebar.allCourses'
    | 'sidebar.lifestyle'
    | 'sidebar.professional'
    | 'sidebar.instructors'
    | 'sidebar.membership'
    | 'sidebar.ebooks';
}

export interface NavSection {
  id: string;
  titleKey: 'sidebar.explore' | 'sidebar.categories' | 'sidebar.library';
  items: NavItem[];
}

export const sidebarSections: NavSection[] = [
  {
    id: 'explore',
    titleKey: 'sidebar.explore',
    items: [
      { to: '/svi-kursevi', labelKey: 'sidebar.allCourses' },
      { to: '/courses/type/lifestyle', labelKey: 'sidebar.lifestyle' },
      { to: '/courses/type/professional', labelKey: 'sidebar.professional' },
      { to: '/instructors', labelKey: 'sidebar.instructors' },
      { to: '/membership', labelKey: 'sidebar.membership' },
    ],
  },
  // The main categories come from the catalogue (features/catalog's useMainCategoryLinks): administrators add,
  // rename and order them (ADR 071).
  { id: 'categories', titleKey: 'sidebar.categories', items: [] },
  {
    id: 'library',
    titleKey: 'sidebar.library',
    items: [{ to: '/ebooks', labelKey: 'sidebar.ebooks' }],
  },
];
