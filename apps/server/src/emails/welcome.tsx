/** @jsxRuntime automatic */
/** @jsxImportSource react */
// Sent after registration: a greeting, three short steps into the academy, a sign-in button.
import { Column, Row, Section, Text } from '@react-email/components';
import { ActionButton, EmailLayout, EmailTitle, FallbackLink, fonts, palette, styles } from './layout';
import type { MessageKey, Messages } from './messages';

export interface WelcomeProps {
  name: string;
  loginUrl: string;
}

const steps = [
  ['welcome.step1.title', 'welcome.step1.text'],
  ['welcome.step2.title', 'welcome.step2.text'],
  ['welcome.step3.title', 'welcome.step3.text'],
] as const satisfies readonly (readonly [MessageKey, MessageKey])[];

export function WelcomeEmail(props: WelcomeProps & { messages: Messages }) {
  const { messages, name, loginUrl } = props;
  const { t } = messages;
  return (
    <EmailLayout messages={messages} preview={t('welcome.preview')}>
      <EmailTitle eyebrow={t('welcome.eyebrow')}>{t('welcome.heading')}</EmailTitle>
      <Text style={styles.paragraph}>{t('welcome.greeting', { name })}</Text>
      <Text style={styles.paragraph}>{t('welcome.intro')}</Text>
      <Section style={{ margin: '8px 0 12px' }}>
        {steps.map(([title, text], index) => (
          <Row key={title} style={{ borderTop: `1px solid ${palette.border}` }}>
            <Column style={{ width: '44px', verticalAlign: 'top', padding: '16px 0' }}>
              <Text
                style={{
                  margin: 0,
                  fontFamily: fonts.display,
                  fontSize: '22px',
                  lineHeight: '24px',
                  color: palette.accent,
                }}
              >
                {String(index + 1).padStart(2, '0')}
              </Text>
            </Column>
            <Column style={{ verticalAlign: 'top', padding: '16px 0' }}>
              <Text style={{ ...styles.paragraph, margin: '0 0 2px', fontWeight: 600 }}>{t(title)}</Text>
              <Text style={{ ...styles.note, margin: 0 }}>{t(text)}</Text>
            </Column>
          </Row>
        ))}
      </Section>
      <ActionButton href={loginUrl} padding="16px 0 8px">
        {t('welcome.button')}
      </ActionButton>
      <FallbackLink messages={messages} href={loginUrl} />
    </EmailLayout>
  );
}
