/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Congratulations on a finished course (category `courses`, ADR 084), a day after the certificate (which arrived at
// once, transactional, with its PDF): the certificate's code and public page, the profile where its PDF and LinkedIn
// button are, and a recommended next course when one fits. Without a recommendation there is no course block.
import { Link, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { Messages } from './messages';

export interface CourseFinishedProps {
  name: string;
  courseTitle: string;
  code: string;
  verifyUrl: string;
  profileUrl: string;
  recommendation?: {
    title: string;
    summary: string;
    pricePara: number;
    lessons: number;
    cartUrl: string;
    pageUrl: string;
  };
}

const card = {
  margin: '8px 0 16px',
  padding: '20px 24px',
  border: `1px solid ${palette.border}`,
  borderRadius: '8px',
  backgroundColor: palette.paper,
} as const;

export function CourseFinishedEmail(props: CourseFinishedProps & { messages: Messages }) {
  const { messages, name, courseTitle, code, verifyUrl, profileUrl, recommendation } = props;
  const { t } = messages;
  const params = { course: courseTitle };
  return (
    <EmailLayout messages={messages} preview={t('courseFinished.preview', params)}>
      <EmailTitle eyebrow={t('courseFinished.eyebrow')}>{t('courseFinished.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('courseFinished.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('courseFinished.intro', params)}</Text>
      <Text style={styles.paragraph}>
        {t('courseFinished.certificate', { code })}{' '}
        <Link href={verifyUrl} style={{ color: palette.accentText }}>
          {verifyUrl}
        </Link>
      </Text>
      <Text style={{ ...styles.paragraph, fontWeight: 600, margin: '8px 0 8px' }}>
        {t('courseFinished.tipsTitle')}
      </Text>
      <Text style={{ ...styles.paragraph, margin: '0 0 8px' }}>– {t('courseFinished.tip1')}</Text>
      <Text style={{ ...styles.paragraph, margin: '0 0 8px' }}>– {t('courseFinished.tip2')}</Text>
      <Text style={{ ...styles.paragraph }}>– {t('courseFinished.tip3')}</Text>
      <ActionButton href={profileUrl} padding="0 0 16px">
        {t('courseFinished.button')}
      </ActionButton>
      {recommendation ? (
        <>
          <Section style={card}>
            <Text style={{ ...styles.eyebrow, margin: '0 0 6px' }}>{t('courseFinished.nextTitle')}</Text>
            <Text style={{ ...styles.paragraph, fontWeight: 600, margin: '0 0 8px' }}>
              {recommendation.title}
            </Text>
            {recommendation.summary ? (
              <Text style={{ ...styles.paragraph, margin: '0 0 8px' }}>{recommendation.summary}</Text>
            ) : null}
            <Text style={{ ...styles.note, margin: '0 0 8px' }}>
              {t('courseFinished.nextWhy', {
                ...params,
                lessons: messages.plural('lessons', recommendation.lessons),
              })}
            </Text>
            <Text style={{ ...styles.paragraph, margin: 0, fontWeight: 600 }}>
              {formatMoney(messages, recommendation.pricePara)}
            </Text>
          </Section>
          <Text style={styles.note}>
            <Link href={recommendation.cartUrl} style={{ color: palette.accentText, fontWeight: 600 }}>
              {t('courseFinished.nextCart')}
            </Link>
            {' · '}
            <Link href={recommendation.pageUrl} style={{ color: palette.accentText }}>
              {t('courseFinished.nextPage')}
            </Link>
          </Text>
        </>
      ) : null}
      <FallbackLink messages={messages} href={profileUrl} />
    </EmailLayout>
  );
}
