// The sidebar catalogue of spec 000 §2; paths are the spec's routes.
export interface NavItem {
  to: string;
  labelKey:
    | 'sidebar.allCourses'
    | 'sidebar.lifestyle'
    | 'sidebar.professional'
    | 'sidebar.instructors'
    | 'sidebar.membership'
    | 'sidebar.interiorDesign'
    | 'sidebar.fashionDesign'
    | 'sidebar.dramaticArts'
    | 'sidebar.software'
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
  {
    id: 'categories',
    titleKey: 'sidebar.categories',
    items: [
      { to: '/category/dizajn-enterijera', labelKey: 'sidebar.interiorDesign' },
      { to: '/category/modni-dizajn', labelKey: 'sidebar.fashionDesign' },
      { to: '/category/dramske-umetnosti', labelKey: 'sidebar.dramaticArts' },
      { to: '/category/software-kursevi', labelKey: 'sidebar.software' },
    ],
  },
  {
    id: 'library',
    titleKey: 'sidebar.library',
    items: [{ to: '/ebooks', labelKey: 'sidebar.ebooks' }],
  },
];
