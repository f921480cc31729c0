/** @jsxRuntime automatic */
/** @jsxImportSource react */
// The frame every Atelje e-mail shares: warm paper background, serif wordmark, a white card, a quiet footer.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';
import type { Messages } from './messages';

/** The web app's tokens (apps/web/src/styles/tokens.css), as plain values because mail clients ignore CSS variables. */
export const palette = {
  paper: '#f3eee6',
  surface: '#ffffff',
  border: '#e6ded2',
  text: '#1d1a17',
  muted: '#5b534a',
  subtle: '#6f665c',
  accent: '#b4461f',
  accentText: '#9a3a17',
  onAccent: '#ffffff',
} as const;

// Fraunces and Inter are not available in mail clients; these are the closest faces they have.
export const fonts = {
  display: "Georgia, 'Iowan Old Style', 'Palatino Linotype', 'Times New Roman', serif",
  sans: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

export const styles = {
  eyebrow: {
    margin: '0 0 12px',
    fontFamily: fonts.sans,
    fontSize: '12px',
    lineHeight: '16px',
    fontWeight: 600,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: palette.accentText,
  },
  heading: {
    margin: '0 0 24px',
    fontFamily: fonts.display,
    fontSize: '30px',
    lineHeight: '36px',
    fontWeight: 400,
    letterSpacing: '-0.01em',
    color: palette.text,
  },
  paragraph: {
    margin: '0 0 16px',
    fontFamily: fonts.sans,
    fontSize: '16px',
    lineHeight: '26px',
    color: palette.text,
  },
  note: {
    margin: '0 0 12px',
    fontFamily: fonts.sans,
    fontSize: '14px',
    lineHeight: '22px',
    color: palette.muted,
  },
  button: {
    display: 'inline-block',
    backgroundColor: palette.accent,
    color: palette.onAccent,
    fontFamily: fonts.sans,
    fontSize: '16px',
    lineHeight: '20px',
    fontWeight: 600,
    textDecoration: 'none',
    borderRadius: '6px',
    padding: '15px 28px',
  },
  rule: { margin: '32px 0 24px', border: 'none', borderTop: `1px solid ${palette.border}` },
} satisfies Record<string, CSSProperties>;

/** The small print under the card: the footer, the automated-message line and the seller's details. */
const footerNote = { ...styles.note, fontSize: '12px', lineHeight: '18px', color: palette.subtle, margin: 0 };
const footerLink = { color: palette.accentText, textDecoration: 'underline' };

export function EmailLayout(props: { messages: Messages; preview: string; children: ReactNode }) {
  const { t, locale } = props.messages;
  return (
    <Html lang={locale === 'sr' ? (props.messages.script === 'Cyrl' ? 'sr-Cyrl' : 'sr-Latn') : 'en'}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body style={{ margin: 0, padding: '0 12px', backgroundColor: palette.paper }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '40px 0 48px' }}>
          <Section style={{ padding: '0 0 28px', textAlign: 'center' }}>
            <Text
              style={{
                margin: 0,
                fontFamily: fonts.display,
                fontSize: '34px',
                lineHeight: '38px',
                letterSpacing: '-0.02em',
                color: palette.text,
              }}
            >
              Atelje
            </Text>
            <Text
              style={{
                margin: '8px 0 0',
                fontFamily: fonts.sans,
                fontSize: '11px',
                lineHeight: '14px',
                letterSpacing: '0.18em',
                textTransform: 'uppercase',
                color: palette.subtle,
              }}
            >
              {t('layout.tagline')}
            </Text>
          </Section>
          <Section
            style={{
              backgroundColor: palette.surface,
              border: `1px solid ${palette.border}`,
              borderRadius: '8px',
              padding: '40px 32px 36px',
            }}
          >
            {props.children}
            <Text style={{ ...styles.paragraph, margin: '28px 0 0' }}>{t('layout.signoff')}</Text>
            <Text
              style={{
                margin: 0,
                fontFamily: fonts.display,
                fontStyle: 'italic',
                fontSize: '18px',
                lineHeight: '26px',
                color: palette.text,
              }}
            >
              {t('layout.team')}
            </Text>
          </Section>
          <Section style={{ padding: '28px 24px 0', textAlign: 'center' }}>
            {(props.messages.company?.footer?.[locale] ?? [t('layout.footer'), t('layout.automated')]).map(
              (line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no identity but their place
                <Text key={index} style={footerNote} data-testid="mail-footer-line">
                  {line}
                </Text>
              ),
            )}
            {props.messages.links ? (
              <Text style={{ ...footerNote, margin: '12px 0 0' }} data-testid="mail-unsubscribe">
                {t('layout.marketingReason')}{' '}
                <Link href={props.messages.links.preferencesUrl} style={footerLink}>
                  {t('layout.unsubscribe')}
                </Link>
              </Text>
            ) : null}
            {props.messages.company ? (
              <Text style={{ ...footerNote, margin: '12px 0 0' }}>
                {t('layout.company', {
                  name: props.messages.company.name,
                  address: props.messages.company.address,
                  pib: props.messages.company.tax_number,
                  mb: props.messages.company.registration_number,
                  email: props.messages.company.support_email,
                })}
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The link spelled out under the button, for clients that break buttons; left out of the plain-text part. */
export function FallbackLink(props: { messages: Messages; href: string }) {
  return (
    <Section data-skip-in-text="true">
      <Hr style={styles.rule} />
      <Text style={{ ...styles.note, margin: '0 0 6px' }}>{props.messages.t('layout.fallback')}</Text>
      <Text style={{ ...styles.note, margin: 0, wordBreak: 'break-all' }}>
        <Link href={props.href} style={{ color: palette.accentText, textDecoration: 'underline' }}>
          {props.href}
        </Link>
      </Text>
    </Section>
  );
}

/** The e-mail's call to action: one button in a section padded as given. */
export function ActionButton(props: { href: string; padding: string; children: ReactNode }) {
  return (
    <Section style={{ padding: props.padding }}>
      <Button href={props.href} style={styles.button}>
        {props.children}
      </Button>
    </Section>
  );
}

/** A code to type in (a gift card's, a voucher's): framed, large, its label above and any note below it. */
export function CodeBox(props: { label: string; code: string; fontSize: string; children?: ReactNode }) {
  return (
    <Section
      style={{
        margin: '8px 0 24px',
        padding: '20px 24px',
        border: `1px dashed ${palette.accent}`,
        borderRadius: '8px',
        textAlign: 'center',
      }}
    >
      <Text style={{ ...styles.note, margin: '0 0 6px' }}>{props.label}</Text>
      <Text
        style={{
          margin: 0,
          fontFamily: fonts.display,
          fontSize: props.fontSize,
          lineHeight: '32px',
          letterSpacing: '0.06em',
          color: palette.accentText,
        }}
      >
        {props.code}
      </Text>
      {props.children}
    </Section>
  );
}

/** The small line above an e-mail's heading, and the heading. */
export function EmailTitle(props: { eyebrow: string; children: ReactNode }) {
  return (
    <>
      <Text style={styles.eyebrow}>{props.eyebrow}</Text>
      <Heading as="h1" style={styles.heading}>
        {props.children}
      </Heading>
    </>
  );
}
