// Section "kontrolna-tabla": the four stat cards, the revenue of the last 12 months as a bar chart, sales by
// course and 'Poslednje aktivnosti' (the activity log).
import type { AdminStats } from '@atelje/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, formatMonthShort } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import { useAdminActivities, useAdminStats } from '../api/queries';
import styles from '../components/admin.module.css';
import tables from '../components/admin-table.module.css';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import { activityText } from '../lib/order-display';

const STAT_KEYS = ['total_courses', 'active_users', 'total_orders', 'monthly_revenue'] as const;

/** '2026-11' → 'nov' / 'Nov'. */
function monthLabel(month: string, language: string) {
  return formatMonthShort(Number(month.split('-')[1]), language);
}

function RevenueChart({
  months,
  t,
  language,
}: {
  months: AdminStats['revenue_by_month'];
  t: AdminT;
  language: string;
}) {
  const width = 600;
  const height = 200;
  const top = 10;
  const bottom = 24;
  const max = Math.max(1, ...months.map((month) => month.total_para));
  const slot = width / Math.max(1, months.length);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={t('overview.revenue')}
    >
      {months.map((month, index) => {
        const barHeight = Math.round(((height - top - bottom) * month.total_para) / max);
        const label = t('overview.revenueBar', {
          month: `${monthLabel(month.month, language)} ${month.month.slice(0, 4)}`,
          amount: formatMoney(month.total_para),
          orders: month.orders,
        });
        return (
          <g key={month.month}>
            <rect
              className={styles.chartBar}
              x={index * slot + slot * 0.18}
              y={height - bottom - barHeight}
              width={slot * 0.64}
              height={Math.max(barHeight, month.total_para > 0 ? 2 : 0)}
              rx="3"
            >
              <title>{label}</title>
            </rect>
            <text className={styles.chartAxis} x={index * slot + slot / 2} y={height - 8} textAnchor="middle">
              {monthLabel(month.month, language)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The server's message, else the spec's words for a failed answer or a failed call. */
function loadError(error: unknown, failed: string, errored: string) {
  if (error instanceof ApiError) return error.status === 0 ? errored : (error.serverMessage ?? failed);
  return errored;
}

export function OverviewSection() {
  const { t, language } = useAdminTranslation();
  const stats = useAdminStats();
  const activities = useAdminActivities();

  return (
    <section className={styles.section} aria-labelledby="overview-heading">
      <h2 id="overview-heading" className={styles.heading}>
        {t('sections.kontrolna-tabla')}
      </h2>
      {stats.isPending ? <Spinner label={t('common.loading')} /> : null}
      {stats.isError ? (
        <Alert tone="danger">
          {loadError(stats.error, t('overview.statsFailed'), t('overview.statsError'))}
        </Alert>
      ) : null}
      {stats.data ? (
        <>
          <dl className={styles.stats} data-testid="admin-stats">
            {STAT_KEYS.map((key) => (
              <div key={key} className={styles.stat}>
                <dt>{t(`overview.stats.${key}`)}</dt>
                <dd>
                  {typeof stats.data[key] === 'number'
                    ? new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'sr-RS').format(
                        stats.data[key] as number,
                      )
                    : stats.data[key]}
                </dd>
              </div>
            ))}
          </dl>
          <div className={styles.grid2}>
            <div className={styles.panel}>
              <h3 className={styles.subheading}>{t('overview.revenue')}</h3>
              <p className={styles.muted}>{t('overview.revenueHint')}</p>
              <RevenueChart months={stats.data.revenue_by_month} t={t} language={language} />
            </div>
            <div className={styles.panel}>
              <h3 className={styles.subheading}>{t('overview.sales')}</h3>
              {stats.data.sales_by_course.length === 0 ? (
                <p className={styles.muted}>{t('overview.noSales')}</p>
              ) : (
                <table className={tables.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('overview.salesCourse')}</th>
                      <th scope="col" className={tables.num}>
                        {t('overview.salesCount')}
                      </th>
                      <th scope="col" className={tables.num}>
                        {t('overview.salesTotal')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.data.sales_by_course.slice(0, 10).map((row) => (
                      <tr key={row.course_id}>
                        <td>{row.title}</td>
                        <td className={tables.num}>{row.count}</td>
                        <td className={tables.num}>{formatMoney(row.total_para)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </div>
          </div>
        </>
      ) : null}
      <div className={styles.panel}>
        <h3 className={styles.subheading}>{t('overview.activities')}</h3>
        {activities.isPending ? <Spinner label={t('common.loading')} /> : null}
        {activities.isError ? (
          <Alert tone="danger">
            {loadError(activities.error, t('overview.activitiesFailed'), t('overview.activitiesError'))}
          </Alert>
        ) : null}
        {activities.data?.length === 0 ? <p className={styles.muted}>{t('overview.noActivities')}</p> : null}
        {activities.data?.length ? (
          <ul className={styles.activityList}>
            {activities.data.map((activity) => (
              <li key={activity.id}>
                <span>{activityText(activity, t)}</span>
                <time dateTime={activity.created_at}>{formatDateTime(activity.created_at, language)}</time>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
