// What a course includes: duration, lessons, level, access, language, captions (ADR 078), certificate.
import { accessPeriodMonths } from '@atelje/shared/catalog/access-period';
import type { Course } from '@atelje/shared/catalog/schemas';
import type { ReactNode } from 'react';
import { courseLessons } from '../../../lib/course-display';
import { useTranslation } from '../../../lib/i18n-react';
import styles from './course-facts.module.css';

function languageName(code: string, lng: string): string {
  try {
    const names = new Intl.DisplayNames([lng.startsWith('en') ? 'en' : 'sr-Latn'], { type: 'language' });
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const icons: Record<string, ReactNode> = {
  duration: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M10 6v4l2.5 2" />
    </>
  ),
  lessons: (
    <>
      <rect x="3" y="4.5" width="14" height="11" rx="2" />
      <path d="M8.5 8v4l3.5-2z" />
    </>
  ),
  level: (
    <>
      <path d="M4 16v-3M10 16V9M16 16V4" />
    </>
  ),
  access: (
    <>
      <rect x="3.5" y="4.5" width="13" height="12" rx="2" />
      <path d="M3.5 8.5h13M7 3v3M13 3v3" />
    </>
  ),
  language: (
    <>
      <circle cx="10" cy="10" r="7" />
      <path d="M3 10h14M10 3c2 2.2 2 11.8 0 14M10 3c-2 2.2-2 11.8 0 14" />
    </>
  ),
  captions: (
    <>
      <rect x="2.5" y="4.5" width="15" height="11" rx="2" />
      <path d="M8.5 8.5a2 2 0 1 0 0 3M14 8.5a2 2 0 1 0 0 3" />
    </>
  ),
  certificate: (
    <>
      <circle cx="10" cy="8" r="4.5" />
      <path d="m7.5 12 -1.5 5 4-2 4 2-1.5-5" />
    </>
  ),
};

export function CourseFacts({ course }: { course: Course }) {
  const { t, i18n } = useTranslation('catalog');
  const lng = i18n.resolvedLanguage ?? 'sr';
  const languages = (course.language ?? []).map((code) => languageName(code, lng)).join(', ');
  const captions = (course.caption_languages ?? []).map((code) => languageName(code, lng)).join(', ');
  const months = accessPeriodMonths(course);
  const facts = [
    { key: 'duration', label: t('course.facts.duration'), value: course.duration ?? t('defaults.duration') },
    {
      key: 'lessons',
      label: t('course.facts.lessons'),
      value: t('lessonCount', { count: courseLessons(course) }),
    },
    ...(course.level
      ? [{ key: 'level', label: t('course.facts.level'), value: t(`course.levels.${course.level}`) }]
      : []),
    {
      key: 'access',
      label: t('course.facts.access'),
      value: months === null ? t('course.facts.noEnd') : t('course.facts.months', { count: months }),
    },
    ...(languages ? [{ key: 'language', label: t('course.facts.language'), value: languages }] : []),
    ...(captions ? [{ key: 'captions', label: t('course.facts.captions'), value: captions }] : []),
    { key: 'certificate', label: t('course.facts.certificate'), value: t('course.facts.certificateValue') },
  ];
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinecap="round"
            strokeLinejoin="round"
            className={styles.icon}
          >
            {icons[fact.key]}
          </svg>
          <dt>{fact.label}</dt>
          <dd data-testid={`course-${fact.key}`}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
