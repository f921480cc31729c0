/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The mini-course nurture (category `courses`, ADR 084): a few days after a free mini-course sign-up from a landing,
// where the learner is in the mini course (the next lesson to watch), tips for the stage, and the landing's paid
// course at today's price with a one-click link that puts it in the cart. Three stages: the first e-mail helps to
// start, one in between helps to keep going, the last one is the offer. Nothing is sent once the course is bought.
import { Column, Link, Row, Section, Text } from '@react-email/components';
import { formatMoney } from './format';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, palette, styles } from './layout';
import type { MessageKey, Messages } from './messages';

export interface MiniCourseNurtureProps {
  name: string;
  stage: 'start' | 'progress' | 'offer';
  miniCourse: {
    title: string;
    lessonsTotal: number;
    lessonsDone: number;
    nextLesson?: { title: string; url: string };
    url: string;
  };
  paidCourse: {
    title: string;
    pricePara: number;
    originalPricePara?: number;
    lessons: number;
    accessMonths: number;
    learn: string[];
    cartUrl: string;
    pageUrl: string;
  };
}

const TIPS: Record<MiniCourseNurtureProps['stage'], MessageKey[]> = {
  start: ['miniCourseNurture.start.tip1', 'miniCourseNurture.start.tip2', 'miniCourseNurture.start.tip3'],
  progress: [
    'miniCourseNurture.progress.tip1',
    'miniCourseNurture.progress.tip2',
    'miniCourseNurture.progress.tip3',
  ],
  offer: ['miniCourseNurture.offer.tip1', 'miniCourseNurture.offer.tip2', 'miniCourseNurture.offer.tip3'],
};

const card = {
  margin: '8px 0 16px',
  padding: '20px 24px',
  border: `1px solid ${palette.border}`,
  borderRadius: '8px',
} as const;

export function miniCourseNurtureSubject(m: Messages, props: MiniCourseNurtureProps): string {
  return m.t(`miniCourseNurture.${props.stage}.subject`, {
    mini: props.miniCourse.title,
    course: props.paidCourse.title,
  });
}

export function MiniCourseNurtureEmail(props: MiniCourseNurtureProps & { messages: Messages }) {
  const { messages, name, stage, miniCourse, paidCourse } = props;
  const { t } = messages;
  const params = { mini: miniCourse.title, course: paidCourse.title };
  const allDone = miniCourse.lessonsTotal > 0 && miniCourse.lessonsDone >= miniCourse.lessonsTotal;
  const progress =
    miniCourse.lessonsDone === 0
      ? t('miniCourseNurture.notStarted', params)
      : allDone
        ? t('miniCourseNurture.allDone', params)
        : t('miniCourseNurture.progressLine', {
            ...params,
            done: miniCourse.lessonsDone,
            total: miniCourse.lessonsTotal,
          });
  const discounted =
    paidCourse.originalPricePara !== undefined && paidCourse.originalPricePara > paidCourse.pricePara;
  return (
    <EmailLayout messages={messages} preview={t(`miniCourseNurture.${stage}.preview`, params)}>
      <EmailTitle eyebrow={t('miniCourseNurture.eyebrow', params)}>
        {t(`miniCourseNurture.${stage}.heading`, params)}
      </EmailTitle>
      <Text style={styles.paragraph}>{t('miniCourseNurture.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t(`miniCourseNurture.${stage}.intro`, params)}</Text>

      <Section style={card}>
        <Text style={{ ...styles.note, margin: '0 0 6px' }}>{progress}</Text>
        {miniCourse.nextLesson ? (
          <Text style={{ ...styles.paragraph, margin: 0 }}>
            {t('miniCourseNurture.nextLesson')}{' '}
            <Link href={miniCourse.nextLesson.url} style={{ color: palette.accentText, fontWeight: 600 }}>
              {miniCourse.nextLesson.title}
            </Link>
          </Text>
        ) : (
          <Text style={{ ...styles.paragraph, margin: 0 }}>
            <Link href={miniCourse.url} style={{ color: palette.accentText, fontWeight: 600 }}>
              {t('miniCourseNurture.openMini', params)}
            </Link>
          </Text>
        )}
      </Section>

      <Text style={{ ...styles.paragraph, fontWeight: 600, margin: '8px 0 8px' }}>
        {t(`miniCourseNurture.${stage}.tipsTitle`)}
      </Text>
      <Section style={{ margin: '0 0 8px' }}>
        {TIPS[stage].map((key, index) => (
          <Row key={key}>
            <Column style={{ width: '28px', verticalAlign: 'top' }}>
              <Text style={{ ...styles.paragraph, margin: '0 0 10px', color: palette.accentText }}>
                {index + 1}.
              </Text>
            </Column>
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={{ ...styles.paragraph, margin: '0 0 10px' }}>{t(key, params)}</Text>
            </Column>
          </Row>
        ))}
      </Section>

      <Section style={{ ...card, backgroundColor: palette.paper }}>
        <Text style={{ ...styles.eyebrow, margin: '0 0 6px' }}>{t('miniCourseNurture.nextStep')}</Text>
        <Text style={{ ...styles.paragraph, fontWeight: 600, margin: '0 0 8px' }}>{paidCourse.title}</Text>
        <Text style={{ ...styles.paragraph, margin: '0 0 8px' }}>
          {t(`miniCourseNurture.${stage}.offer`, params)}
        </Text>
        {paidCourse.learn.length > 0 ? (
          <>
            <Text style={{ ...styles.note, margin: '0 0 4px' }}>{t('miniCourseNurture.learn')}</Text>
            {paidCourse.learn.map((point) => (
              <Text key={point} style={{ ...styles.paragraph, margin: '0 0 4px' }}>
                – {point}
              </Text>
            ))}
          </>
        ) : null}
        <Text style={{ ...styles.note, margin: '8px 0 4px' }}>
          {t('miniCourseNurture.facts', {
            lessons: messages.plural('lessons', paidCourse.lessons),
            months: messages.plural('months', paidCourse.accessMonths),
          })}
        </Text>
        <Text style={{ ...styles.paragraph, margin: '8px 0 0', fontWeight: 600 }}>
          {discounted ? (
            <>
              <span style={{ textDecoration: 'line-through', color: palette.muted, fontWeight: 400 }}>
                {formatMoney(messages, paidCourse.originalPricePara!)}
              </span>{' '}
            </>
          ) : null}
          {formatMoney(messages, paidCourse.pricePara)}
        </Text>
      </Section>
      <ActionButton href={paidCourse.cartUrl} padding="8px 0 8px">
        {t('miniCourseNurture.button')}
      </ActionButton>
      <Text style={styles.note}>
        <Link href={paidCourse.pageUrl} style={{ color: palette.accentText }}>
          {t('miniCourseNurture.readMore', params)}
        </Link>
      </Text>
      <Text style={styles.note}>
        {t(stage === 'offer' ? 'miniCourseNurture.last' : 'miniCourseNurture.stop')}
      </Text>
      <FallbackLink messages={messages} href={paidCourse.cartUrl} />
    </EmailLayout>
  );
}
