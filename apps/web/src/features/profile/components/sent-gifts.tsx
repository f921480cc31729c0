// "Moji pokloni" on the profile (ADR 044): the courses and gift cards the signed-in person gave, each with its
// recipient, status (or the card's balance) and a resend, and a field to check any gift card's balance.
import type { GiftCardBalance, SentGift, SentGiftCard } from '@atelje/shared/commerce/gifts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import inline from '../../../components/ui/inline-form.module.css';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { giftCardBalance, resendGift, sentGiftsKey, useGiftsTranslation, useSentGifts } from '../../gifts';
import styles from './account.module.css';
import parts from './profile-section.module.css';
import own from './sent-gifts.module.css';

function ResendButton({ kind, id, email }: { kind: 'gift' | 'card'; id: number; email: string }) {
  const { t } = useGiftsTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  async function resend() {
    setSending(true);
    try {
      const result = await resendGift(kind, id);
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: sentGiftsKey });
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.serverMessage ? error.serverMessage : t('sent.resendFailed'),
      );
    } finally {
      setSending(false);
    }
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={sending}
      aria-label={t('sent.resendLabel', { email })}
      onClick={() => void resend()}
      data-testid="gift-resend"
    >
      {t('sent.resend')}
    </Button>
  );
}

function GiftRow({ gift }: { gift: SentGift }) {
  const { t, i18n } = useGiftsTranslation();
  const language = i18n.resolvedLanguage;
  const tone = gift.status === 'redeemed' ? 'success' : gift.status === 'void' ? 'neutral' : 'accent';
  return (
    <li className={styles.item} data-testid="sent-gift">
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>
          <Link to={`/courses/${gift.course_id}`}>{gift.course_title}</Link>
        </p>
        <p className={parts.meta}>
          {t('sent.to', { name: gift.recipient_name, email: gift.recipient_email })}
        </p>
        <p className={parts.meta}>
          {gift.redeemed_at
            ? t('sent.redeemedAt', { date: formatDate(gift.redeemed_at, language) })
            : t('sent.sentAt', { date: formatDate(gift.mailed_at, language) })}{' '}
          · {t('sent.code', { tail: gift.code_tail })}
        </p>
      </div>
      <div className={styles.itemActions}>
        <Badge tone={tone}>{t(`sent.status.${gift.status}`)}</Badge>
        {gift.can_resend ? <ResendButton kind="gift" id={gift.id} email={gift.recipient_email} /> : null}
      </div>
    </li>
  );
}

function CardRow({ card }: { card: SentGiftCard }) {
  const { t, i18n } = useGiftsTranslation();
  const status = card.status === 'void' ? 'void' : card.balance_para < card.initial_para ? 'used' : 'active';
  return (
    <li className={styles.item} data-testid="sent-gift-card">
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>
          {t('buy.summaryCard')} · {formatMoney(card.initial_para)}
        </p>
        <p className={parts.meta}>
          {t('sent.to', { name: card.recipient_name, email: card.recipient_email })}
        </p>
        <p className={parts.meta}>
          {t('sent.sentAt', { date: formatDate(card.mailed_at, i18n.resolvedLanguage) })} ·{' '}
          {t('sent.balance', {
            balance: formatMoney(card.balance_para),
            amount: formatMoney(card.initial_para),
          })}
        </p>
      </div>
      <div className={styles.itemActions}>
        <Badge tone={status === 'void' ? 'neutral' : 'accent'}>{t(`sent.status.${status}`)}</Badge>
        {card.can_resend ? <ResendButton kind="card" id={card.id} email={card.recipient_email} /> : null}
      </div>
    </li>
  );
}

/** Any gift card's balance, for whoever holds its code. */
export function GiftCardBalanceCheck() {
  const { t } = useGiftsTranslation();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<GiftCardBalance | null>(null);
  const [error, setError] = useState<string>();

  async function check(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    if (!code.trim()) {
      setError(t('balance.empty'));
      return;
    }
    setChecking(true);
    setError(undefined);
    try {
      setResult(await giftCardBalance(code.trim()));
    } catch (failure) {
      setError(
        failure instanceof ApiError
          ? (failure.errors.code?.[0] ?? failure.serverMessage ?? t('sent.resendFailed'))
          : t('sent.resendFailed'),
      );
    } finally {
      setChecking(false);
    }
  }

  const held = result ? result.balance_para - result.available_para : 0;
  return (
    <form className={own.balance} onSubmit={check} noValidate data-testid="gift-card-balance">
      <h3 className={own.balanceTitle}>{t('balance.title')}</h3>
      <p className={parts.meta}>{t('balance.intro')}</p>
      <div className={inline.row}>
        <TextField
          className={inline.input}
          label={t('balance.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t('balance.placeholder')}
          error={error}
          data-testid="gift-card-balance-code"
        />
        <Button
          type="submit"
          variant="secondary"
          className={inline.button}
          loading={checking}
          loadingText={t('balance.checking')}
        >
          {t('balance.check')}
        </Button>
      </div>
      {result ? (
        <p role="status" className={own.balanceResult} data-testid="gift-card-balance-result">
          {result.status === 'void'
            ? t('balance.void', { tail: result.code_tail })
            : t('balance.result', {
                tail: result.code_tail,
                balance: formatMoney(result.balance_para),
                amount: formatMoney(result.initial_para),
              })}
          {held > 0 ? ` ${t('balance.held', { held: formatMoney(held) })}` : ''}
        </p>
      ) : null}
    </form>
  );
}

export function SentGifts() {
  const { t } = useGiftsTranslation();
  const sent = useSentGifts();
  const empty = sent.isSuccess && sent.data.gifts.length === 0 && sent.data.gift_cards.length === 0;
  return (
    <section className={parts.section} aria-labelledby="sent-gifts-title" data-testid="sent-gifts">
      <div className={parts.sectionHead}>
        <h2 id="sent-gifts-title" className={parts.sectionTitle}>
          {t('sent.title')}
        </h2>
        <p className={parts.meta}>{t('sent.intro')}</p>
      </div>
      {sent.isPending ? <Spinner label={t('sent.title')} /> : null}
      {sent.isError ? <Alert tone="danger">{t('redeem.loadFailed')}</Alert> : null}
      {empty ? <p className={parts.empty}>{t('sent.empty')}</p> : null}
      {sent.isSuccess && !empty ? (
        <ul className={parts.list}>
          {sent.data.gifts.map((gift) => (
            <GiftRow key={`g${gift.id}`} gift={gift} />
          ))}
          {sent.data.gift_cards.map((card) => (
            <CardRow key={`c${card.id}`} card={card} />
          ))}
        </ul>
      ) : null}
      <p>
        <Link className={styles.link} to="/poklon-kartica" data-testid="buy-gift-card-link">
          {t('sent.buyCard')}
        </Link>
      </p>
      <GiftCardBalanceCheck />
    </section>
  );
}
