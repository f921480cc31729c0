// Section "pokloni" (ADR 044): courses bought as gifts and gift cards, 20 a page each: the code's last characters,
// buyer, recipient, amount or balance, status, dates and each one's history, with a resend of its e-mail.
import type { AdminGift, AdminGiftCard, GiftHistoryEntry } from '@atelje/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { api } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAdminGiftCards, useAdminGifts } from '../api/queries';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, CellStack } from '../components/admin-table';
import tables from '../components/admin-table.module.css';
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

/** The columns both tables share around their own: buyer and recipient, then status, dates and the resend. */
function personColumns(t: AdminT): AdminColumn<AdminGift | AdminGiftCard>[] {
  return [
    {
      label: t('gifts.columns.buyer'),
      cell: (row) => <CellStack sub={row.buyer.email}>{row.buyer.name}</CellStack>,
    },
    {
      label: t('gifts.columns.recipient'),
      cell: (row) => <CellStack sub={row.recipient_email}>{row.recipient_name}</CellStack>,
    },
  ];
}

function datesColumn(t: AdminT, language: string): AdminColumn<AdminGift | AdminGiftCard> {
  return {
    label: t('gifts.columns.dates'),
    cell: (row) => (
      <span>
        {t('gifts.created', { date: formatDateTime(row.created_at, language) })}
        <span className={tables.cellSub}>
          {t('gifts.mailed', {
            date: formatDateTime(row.mailed_at, language),
            count: row.mail_count,
          })}
        </span>
        <History entries={row.history} t={t} language={language} />
      </span>
    ),
  };
}

/** The resend of the e-mail, for the rows whose e-mail may still be sent again (`open`). */
function resendColumn<Row extends AdminGift | AdminGiftCard>(
  t: AdminT,
  open: (row: Row) => boolean,
  send: (row: Row) => Promise<{ message: string }>,
  queryKey: string,
): AdminColumn<Row> {
  return {
    label: t('common.actions'),
    cell: (row) =>
      open(row) ? (
        <span>
          <ResendButton send={() => send(row)} email={row.recipient_email} queryKey={queryKey} />
        </span>
      ) : null,
  };
}

function GiftsTable({ rows, t, language }: { rows: AdminGift[]; t: AdminT; language: string }) {
  const columns: AdminColumn<AdminGift>[] = [
    {
      label: t('gifts.columns.code'),
      className: tables.mono,
      cell: (gift) => t('gifts.codeTail', { tail: gift.code_tail }),
    },
    {
      label: t('gifts.columns.course'),
      cell: (gift) => (
        <CellStack sub={t('gifts.order', { number: gift.order_number })}>{gift.course.title}</CellStack>
      ),
    },
    ...personColumns(t),
    { label: t('gifts.columns.amount'), num: true, cell: (gift) => formatMoney(gift.amount_para) },
    {
      label: t('gifts.columns.status'),
      cell: (gift) => (
        <CellStack
          sub={
            gift.redeemed_by ? (
              <>
                {t('gifts.redeemedBy', { name: gift.redeemed_by.name, email: gift.redeemed_by.email })}
                {gift.redeem_outcome ? ` · ${t(`gifts.outcome.${gift.redeem_outcome}`)}` : ''}
              </>
            ) : null
          }
        >
          <Badge
            tone={gift.status === 'redeemed' ? 'success' : gift.status === 'void' ? 'neutral' : 'accent'}
          >
            {t(`gifts.status.${gift.status}`)}
          </Badge>
        </CellStack>
      ),
    },
    datesColumn(t, language),
    resendColumn(
      t,
      (gift) => gift.status === 'sent',
      (gift) => api.post('/admin/gifts/{id}/resend', { path: { id: gift.id } }),
      'gifts',
    ),
  ];
  return (
    <AdminTable
      columns={columns}
      rows={rows}
      rowKey={(gift) => gift.id}
      rowProps={() => ({ 'data-testid': 'admin-gift' })}
    />
  );
}

function CardsTable({ rows, t, language }: { rows: AdminGiftCard[]; t: AdminT; language: string }) {
  const columns: AdminColumn<AdminGiftCard>[] = [
    {
      label: t('gifts.columns.code'),
      className: tables.mono,
      cell: (card) => (
        <CellStack sub={t('gifts.order', { number: card.order_number })}>
          {t('gifts.codeTail', { tail: card.code_tail })}
        </CellStack>
      ),
    },
    ...personColumns(t),
    { label: t('gifts.columns.amount'), num: true, cell: (card) => formatMoney(card.initial_para) },
    { label: t('gifts.columns.balance'), num: true, cell: (card) => formatMoney(card.balance_para) },
    {
      label: t('gifts.columns.status'),
      cell: (card) => (
        <span>
          <Badge tone={card.status === 'void' ? 'neutral' : 'accent'}>
            {t(`gifts.status.${card.status}`)}
          </Badge>
        </span>
      ),
    },
    datesColumn(t, language),
    resendColumn(
      t,
      (card) => card.status === 'active',
      (card) => api.post('/admin/gift-cards/{id}/resend', { path: { id: card.id } }),
      'gift-cards',
    ),
  ];
  return (
    <AdminTable
      columns={columns}
      rows={rows}
      rowKey={(card) => card.id}
      rowProps={() => ({ 'data-testid': 'admin-gift-card' })}
    />
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
    <AdminSection
      headingId="gifts-heading"
      title={t('sections.pokloni')}
      actions={
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
      }
    >
      <p className={styles.muted}>{t('gifts.lead')}</p>
      <QueryState query={current} error={t('gifts.loadFailed')} />
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
    </AdminSection>
  );
}
