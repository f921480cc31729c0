// The administrator dashboard (spec 001 §2): header 'Dashboard - {section}', the user and 'Odjavi se', a sidebar
// of sections (collapsible on phones) and the section named by ?section=. Each section is keyed by its id, so
// switching section unmounts it and every open form starts afresh.
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CoverUploadSection,
  EbookUploadSection,
  GeneratedTrailerSection,
  LessonWithIntroSection,
  TemplateUploadSection,
  VideoGallerySection,
  VideoUploadSection,
} from '../../admin-uploads';
import { useAuth, useTotpStatus } from '../../auth';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { DEFAULT_SECTION, isSectionId, type SectionId, SIDEBAR, UPLOAD_GROUP } from '../lib/sections';
import { AuditSection } from '../sections/audit-section';
import { CatalogueSettingsSection } from '../sections/catalogue-settings-section';
import { CategoriesSection } from '../sections/categories-section';
import { ContentSection } from '../sections/content-section';
import { CoursesSection } from '../sections/courses-section';
import { ExportSection } from '../sections/export-section';
import { GiftsSection } from '../sections/gifts-section';
import { InstructorsSection } from '../sections/instructors-section';
import { MailSequencesSection } from '../sections/mail-sequences-section';
import { MailTextsSection } from '../sections/mail-texts-section';
import { MailboxSection } from '../sections/mailbox-section';
import { OrdersSection } from '../sections/orders-section';
import { OverviewSection } from '../sections/overview-section';
import { ReviewsSection } from '../sections/reviews-section';
import { EnrolmentRequired, SecuritySection } from '../sections/security-section';
import { SellerSection } from '../sections/seller-section';
import { UplatniceSection } from '../sections/uplatnice-section';
import { UsersSection } from '../sections/users-section';
import { VouchersSection } from '../sections/vouchers-section';
import shell from './admin-shell.module.css';

// The business dashboard and its chart library load only when its section opens (ADR 073).
const BusinessSection = lazy(() => import('../sections/business-section'));

const SECTIONS: Record<SectionId, () => ReactNode> = {
  'kontrolna-tabla': () => <OverviewSection />,
  poslovanje: () => (
    <Suspense fallback={null}>
      <BusinessSection />
    </Suspense>
  ),
  kursevi: () => <CoursesSection />,
  korisnici: () => <UsersSection />,
  'kursevi-upload': () => <CoursesSection startWithNew />,
  'video-upload': () => <VideoUploadSection />,
  'video-upload-new': () => <LessonWithIntroSection />,
  'cover-upload': () => <CoverUploadSection />,
  'pdf-upload': () => <EbookUploadSection />,
  'template-upload': () => <TemplateUploadSection />,
  'video-gallery': () => <VideoGallerySection />,
  trailer: () => <GeneratedTrailerSection />,
  predavaci: () => <InstructorsSection />,
  narudzbine: () => <OrdersSection />,
  uplatnice: () => <UplatniceSection />,
  omnisend: () => <ExportSection />,
  vauceri: () => <VouchersSection />,
  pokloni: () => <GiftsSection />,
  recenzije: () => <ReviewsSection />,
  posta: () => <MailboxSection />,
  sekvence: () => <MailSequencesSection />,
  'mail-tekstovi': () => <MailTextsSection />,
  dnevnik: () => <AuditSection />,
  kategorije: () => <CategoriesSection />,
  katalog: () => <CatalogueSettingsSection />,
  bezbednost: () => <SecuritySection />,
  prodavac: () => <SellerSection />,
  sadrzaj: () => <ContentSection />,
};

function SectionLink({ id, current, t }: { id: SectionId; current: string | null; t: AdminT }) {
  return (
    <Link
      to={`/dashboard?section=${id}`}
      className={shell.navLink}
      aria-current={current === id ? 'page' : undefined}
    >
      {t(`sections.${id}`)}
    </Link>
  );
}

export default function AdminDashboard() {
  const { t } = useAdminTranslation();
  const { user, logout } = useAuth();
  const [params] = useSearchParams();
  const asked = params.get('section') ?? DEFAULT_SECTION;
  const section = isSectionId(asked) ? asked : null;
  const label = section ? t(`sections.${section}`) : t('placeholder');
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const name = user?.name?.trim() || user?.email || t('header.fallbackName');
  // The academy requires a second factor and this administrator has none: only the enrolment (ADR 027).
  const mustEnrol = useTotpStatus().data?.enrolment_required === true;

  useEffect(() => {
    document.title = `Dashboard - ${label}`;
  }, [label]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a chosen section closes the phone menu
  useEffect(() => {
    setMenuOpen(false);
  }, [asked]);

  return (
    <div className={shell.shell} data-testid="admin-dashboard">
      <header className={shell.header}>
        <button
          type="button"
          className={shell.menuButton}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            width="22"
            height="22"
            fill="none"
            stroke="currentColor"
          >
            <path
              strokeWidth="2"
              strokeLinecap="round"
              d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            />
          </svg>
        </button>
        <h1 className={shell.title}>{t('header.title', { section: label })}</h1>
        <div className={shell.user}>
          <span className={shell.avatar} aria-hidden="true">
            {name.charAt(0).toUpperCase()}
          </span>
          <span className={shell.userName}>{name}</span>
          <button type="button" className={shell.logout} onClick={() => void logout()}>
            {t('header.logout')}
          </button>
        </div>
      </header>
      <div className={shell.body}>
        <nav id={navId} className={shell.sidebar} data-open={menuOpen} aria-label={t('nav.label')}>
          <Link to="/" className={shell.brand}>
            Atelje
          </Link>
          <ul className={shell.navList}>
            {SIDEBAR.map((entry) =>
              entry === 'upload' ? (
                <li key={entry}>
                  <span className={shell.navGroup} id={`${navId}-upload`}>
                    {t('nav.upload')}
                  </span>
                  <ul className={shell.subList} aria-labelledby={`${navId}-upload`}>
                    {UPLOAD_GROUP.map((id) => (
                      <li key={id}>
                        <SectionLink id={id} current={asked} t={t} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry}>
                  <SectionLink id={entry} current={asked} t={t} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <main className={shell.content} key={asked}>
          {mustEnrol ? (
            <EnrolmentRequired />
          ) : section ? (
            SECTIONS[section]()
          ) : (
            <section className={shell.placeholder} aria-label={t('placeholder')}>
              <h2>{t('placeholder')}</h2>
            </section>
          )}
        </main>
      </div>
    </div>
  );
}
