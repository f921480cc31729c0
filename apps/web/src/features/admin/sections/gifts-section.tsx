// Section "pokloni" (ADR 044): courses bought as gifts and gift cards, 20 a page each: the code's last characters,
// buyer, recipient, amount or balance, status, dates and each one's history, with a resend of its e-mail.
import type { AdminGift, AdminGiftCard, GiftHistoryEntry } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAdminGiftCards, useAdminGifts } from '../api/queries';
import styles from '../components/admin.module.css';
import { PrevNext } from '../components/pager';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { failureText } from '../lib/errors';
import { toastError, toastSuccess } from '../lib/toasts';

function History({ entries, t, language }: { entries: GiftHistoryEntry[]; t: AdminT; language: string }) {
  return (
    <details>
      <summary>{t('gifts.showHistory', { count: entries.length })}</summary>
      <ul className={styles.activityList}>
        {entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never move
          <li key={index}>
            {formatDateTime(entry.at, language)} · {t(`gifts.events.${entry.event}`)}
            {entry.amount_para !== null ? ` · ${formatMoney(entry.amount_para)}` : ''}
            {entry.order_number ? ` · ${t('gifts.order', { number: entry.order_number })}` : ''}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ResendButton({
  send,
  email,
  queryKey,
}: {
  send: () => Promise<{ message: string }>;
  email: string;
  queryKey: string;
}) {
  const { t } = useAdminTranslation();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const resend = async () => {
    setSending(true);
    try {
      const answer = await send();
      toastSuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: ['admin', queryKey] });
    } catch (error) {
      toastError(failureText(error, t, t('gifts.resendFailed')));
    } finally {
      setSending(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={sending}
      aria-label={t('gifts.resendLabel', { email })}
      onClick={() => void resend()}
    >
      {t('gifts.resend')}
    </Button>
  );
}

function GiftsTable({ rows, t, language }: { rows: AdminGift[]; t: AdminT; language: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stack}`}>
        <thead>
          <tr>
            <th scope="col">{t('gifts.columns.code')}</th>
            <th scope="col">{t('gifts.columns.course')}</th>
            <th scope="col">{t('gifts.columns.buyer')}</th>
            <th scope="col">{t('gifts.columns.recipient')}</th>
            <th scope="col" className={styles.num}>
              {t('gifts.columns.amount')}
            </th>
            <th scope="col">{t('gifts.columns.status')}</th>
            <th scope="col">{t('gifts.columns.dates')}</th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((gift) => (
            <tr key={gift.id} data-testid="admin-gift">
              <td data-label={t('gifts.columns.code')} className={styles.mono}>
                {t('gifts.codeTail', { tail: gift.code_tail })}
              </td>
              <td data-label={t('gifts.columns.course')}>
                <span>
                  {gift.course.title}
                  <span className={styles.cellSub}>{t('gifts.order', { number: gift.order_number })}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.buyer')}>
                <span>
                  {gift.buyer.name}
                  <span className={styles.cellSub}>{gift.buyer.email}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.recipient')}>
                <span>
                  {gift.recipient_name}
                  <span className={styles.cellSub}>{gift.recipient_email}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.amount')} className={styles.num}>
                {formatMoney(gift.amount_para)}
              </td>
              <td data-label={t('gifts.columns.status')}>
                <span>
                  <Badge
                    tone={
                      gift.status === 'redeemed' ? 'success' : gift.status === 'void' ? 'neutral' : 'accent'
                    }
                  >
                    {t(`gifts.status.${gift.status}`)}
                  </Badge>
                  {gift.redeemed_by ? (
                    <span className={styles.cellSub}>
                      {t('gifts.redeemedBy', { name: gift.redeemed_by.name, email: gift.redeemed_by.email })}
                      {gift.redeem_outcome ? ` · ${t(`gifts.outcome.${gift.redeem_outcome}`)}` : ''}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label={t('gifts.columns.dates')}>
                <span>
                  {t('gifts.created', { date: formatDateTime(gift.created_at, language) })}
                  <span className={styles.cellSub}>
                    {t('gifts.mailed', {
                      date: formatDateTime(gift.mailed_at, language),
                      count: gift.mail_count,
                    })}
                  </span>
                  <History entries={gift.history} t={t} language={language} />
                </span>
              </td>
              <td data-label={t('common.actions')}>
                {gift.status === 'sent' ? (
                  <span>
                    <ResendButton
                      send={() => api.post('/admin/gifts/{id}/resend', { path: { id: gift.id } })}
                      email={gift.recipient_email}
                      queryKey="gifts"
                    />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardsTable({ rows, t, language }: { rows: AdminGiftCard[]; t: AdminT; language: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={`${styles.table} ${styles.stack}`}>
        <thead>
          <tr>
            <th scope="col">{t('gifts.columns.code')}</th>
            <th scope="col">{t('gifts.columns.buyer')}</th>
            <th scope="col">{t('gifts.columns.recipient')}</th>
            <th scope="col" className={styles.num}>
              {t('gifts.columns.amount')}
            </th>
            <th scope="col" className={styles.num}>
              {t('gifts.columns.balance')}
            </th>
            <th scope="col">{t('gifts.columns.status')}</th>
            <th scope="col">{t('gifts.columns.dates')}</th>
            <th scope="col">{t('common.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((card) => (
            <tr key={card.id} data-testid="admin-gift-card">
              <td data-label={t('gifts.columns.code')} className={styles.mono}>
                <span>
                  {t('gifts.codeTail', { tail: card.code_tail })}
                  <span className={styles.cellSub}>{t('gifts.order', { number: card.order_number })}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.buyer')}>
                <span>
                  {card.buyer.name}
                  <span className={styles.cellSub}>{card.buyer.email}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.recipient')}>
                <span>
                  {card.recipient_name}
                  <span className={styles.cellSub}>{card.recipient_email}</span>
                </span>
              </td>
              <td data-label={t('gifts.columns.amount')} className={styles.num}>
                {formatMoney(card.initial_para)}
              </td>
              <td data-label={t('gifts.columns.balance')} className={styles.num}>
                {formatMoney(card.balance_para)}
              </td>
              <td data-label={t('gifts.columns.status')}>
                <span>
                  <Badge tone={card.status === 'void' ? 'neutral' : 'accent'}>
                    {t(`gifts.status.${card.status}`)}
                  </Badge>
                </span>
              </td>
              <td data-label={t('gifts.columns.dates')}>
                <span>
                  {t('gifts.created', { date: formatDateTime(card.created_at, language) })}
                  <span className={styles.cellSub}>
                    {t('gifts.mailed', {
                      date: formatDateTime(card.mailed_at, language),
                      count: card.mail_count,
                    })}
                  </span>
                  <History entries={card.history} t={t} language={language} />
                </span>
              </td>
              <td data-label={t('common.actions')}>
                {card.status === 'active' ? (
                  <span>
                    <ResendButton
                      send={() => api.post('/admin/gift-cards/{id}/resend', { path: { id: card.id } })}
                      email={card.recipient_email}
                      queryKey="gift-cards"
                    />
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function GiftsSection() {
  const { t, language } = useAdminTranslation();
  const [view, setView] = useState<'gifts' | 'cards'>('gifts');
  const [page, setPage] = useState(1);
  const gifts = useAdminGifts(view === 'gifts' ? page : 1);
  const cards = useAdminGiftCards(view === 'cards' ? page : 1);
  const current = view === 'gifts' ? gifts : cards;

  return (
    <section className={styles.section} aria-labelledby="gifts-heading">
      <div className={styles.sectionHead}>
        <h2 id="gifts-heading" className={styles.heading}>
          {t('sections.pokloni')}
        </h2>
        <Select
          label={t('gifts.view')}
          value={view}
          options={[
            { value: 'gifts', label: t('gifts.tabs.gifts') },
            { value: 'cards', label: t('gifts.tabs.cards') },
          ]}
          onChange={(event) => {
            setView(event.currentTarget.value as 'gifts' | 'cards');
            setPage(1);
          }}
          data-testid="admin-gifts-view"
        />
      </div>
      <p className={styles.muted}>{t('gifts.lead')}</p>
      {current.isPending ? <Spinner label={t('common.loading')} /> : null}
      {current.isError ? <Alert tone="danger">{t('gifts.loadFailed')}</Alert> : null}
      {view === 'gifts' && gifts.data ? (
        gifts.data.data.length === 0 ? (
          <p className={styles.muted}>{t('gifts.empty')}</p>
        ) : (
          <GiftsTable rows={gifts.data.data} t={t} language={language} />
        )
      ) : null}
      {view === 'cards' && cards.data ? (
        cards.data.data.length === 0 ? (
          <p className={styles.muted}>{t('gifts.emptyCards')}</p>
        ) : (
          <CardsTable rows={cards.data.data} t={t} language={language} />
        )
      ) : null}
      {current.data ? (
        <PrevNext page={current.data.meta.current_page} last={current.data.meta.last_page} onPage={setPage} />
      ) : null}
    </section>
  );
}
