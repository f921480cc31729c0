// Section "poslovanje" (issue 20 item 3, ADR 073): the business dashboard. A date-range picker with presets and
// the comparison with the previous period, KPI cards with their change, and the charts (revenue over time, by
// payment method, by course, new learners, the sales funnel per landing page or course, completion and
// progress per course, vouchers, access ending in the next 30 days), each with its table and a CSV download.
import type { DayRange, Granularity } from '@atelje/shared/admin/business';
import { belgradeDay, FUNNEL_STEPS, GRANULARITIES, previousPeriod } from '@atelje/shared/admin/business';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/money';
import styles from '../components/business.module.css';
import { DataPanel } from '../components/data-panel';
import { type ChartSeries, UplotChart } from '../components/uplot-chart';
import { useAdminTranslation } from '../lib/admin-i18n';
import {
  axisMoney,
  bucketAxisLabel,
  bucketLabel,
  csvMoney,
  formatChange,
  formatCount,
  formatShare,
} from '../lib/business-format';
import {
  allowsGranularity,
  defaultGranularity,
  PRESETS,
  type Preset,
  pickerProblem,
  presetRange,
  relativeChange,
} from '../lib/business-range';

interface Picked {
  preset: Preset | 'custom';
  range: DayRange;
  granularity: Granularity;
  compare: boolean;
}

const METHODS = ['upc', 'paypal', 'uplatnica'] as const;

function initialPick(): Picked {
  const range = presetRange('last30', belgradeDay(new Date()));
  return { preset: 'last30', range, granularity: defaultGranularity(range), compare: true };
}

function RangePicker({ value, onChange }: { value: Picked; onChange: (next: Picked) => void }) {
  const { t, language } = useAdminTranslation();
  const problem = pickerProblem(value.range, value.granularity);
  const setRange = (range: DayRange, preset: Picked['preset']) => {
    const granularity = allowsGranularity(range, value.granularity)
      ? value.granularity
      : defaultGranularity(range);
    onChange({
      ...value,
      preset,
      range,
      granularity: preset === 'custom' ? granularity : defaultGranularity(range),
    });
  };
  const previous = problem ? null : previousPeriod(value.range);
  return (
    <fieldset className={styles.picker} data-testid="business-range">
      <legend>{t('business.range.legend')}</legend>
      <Select
        className={styles.pickerWide}
        label={t('business.range.preset')}
        value={value.preset}
        options={[...PRESETS, 'custom' as const].map((preset) => ({
          value: preset,
          label: t(`business.range.presets.${preset}`),
        }))}
        onChange={(event) => {
          const preset = event.target.value as Picked['preset'];
          if (preset === 'custom') onChange({ ...value, preset });
          else setRange(presetRange(preset, belgradeDay(new Date())), preset);
        }}
      />
      <TextField
        type="date"
        label={t('business.range.from')}
        value={value.range.from}
        max={value.range.to || undefined}
        onChange={(event) => setRange({ ...value.range, from: event.target.value }, 'custom')}
      />
      <TextField
        type="date"
        label={t('business.range.to')}
        value={value.range.to}
        min={value.range.from || undefined}
        onChange={(event) => setRange({ ...value.range, to: event.target.value }, 'custom')}
      />
      <Select
        label={t('business.range.granularity')}
        value={value.granularity}
        options={GRANULARITIES.filter((g) => allowsGranularity(value.range, g)).map((g) => ({
          value: g,
          label: t(`business.range.granularities.${g}`),
        }))}
        onChange={(event) => onChange({ ...value, granularity: event.target.value as Granularity })}
      />
      <Checkbox
        className={styles.pickerWide}
        label={t('business.range.compare')}
        checked={value.compare}
        onChange={(event) => onChange({ ...value, compare: event.target.checked })}
      />
      {problem ? (
        <p className={styles.pickerError} role="alert">
          {t(`business.range.errors.${problem.replace('dashboard.', '') as 'rangeDate'}`)}
        </p>
      ) : previous && value.compare ? (
        <p className={styles.previous}>
          {t('business.range.previous', {
            from: formatDate(`${previous.from}T12:00:00Z`, language),
            to: formatDate(`${previous.to}T12:00:00Z`, language),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}

function Delta({ current, previous }: { current: number; previous: number }) {
  const { t, language } = useAdminTranslation();
  const change = relativeChange(current, previous);
  if (change === null)
    return current === 0 ? null : <span className={styles.delta}>{t('business.deltaNew')}</span>;
  if (change === 0) return <span className={styles.delta}>{t('business.deltaSame')}</span>;
  return (
    <span className={styles.delta} data-direction={change > 0 ? 'up' : 'down'}>
      {t('business.delta', { change: formatChange(change, language) })}
    </span>
  );
}

function Legend({ items }: { items: { label: string; tone: ChartSeries['tone'] }[] }) {
  return (
    <ul className={styles.legend}>
      {items.map((item) => (
        <li key={item.label}>
          <span className={styles.swatch} data-tone={item.tone} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A chart's query over the picked range; disabled while the range cannot be charted. */
function useChart<T>(
  name: string,
  picked: Picked,
  fetcher: (signal: AbortSignal) => Promise<{ data: T }>,
  extra = '',
) {
  const enabled = pickerProblem(picked.range, picked.granularity) === null;
  return useQuery({
    queryKey: ['admin', 'business', name, picked.range.from, picked.range.to, picked.granularity, extra],
    queryFn: ({ signal }) => fetcher(signal),
    select: (answer) => answer.data,
    enabled,
    placeholderData: keepPreviousData,
    retry: 1,
  });
}

function Loading({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: unknown };
  children: ReactNode;
}) {
  const { t } = useAdminTranslation();
  if (query.isError && !query.data) return <Alert tone="danger">{t('business.loadFailed')}</Alert>;
  if (!query.data) return <Spinner label={t('common.loading')} />;
  return <>{children}</>;
}

const fileName = (name: string, range: DayRange) => `atelje-${name}-${range.from}-${range.to}.csv`;

export default function BusinessSection() {
  const { t, language } = useAdminTranslation();
  const [picked, setPicked] = useState<Picked>(initialPick);
  const [funnelBy, setFunnelBy] = useState<'landing' | 'course'>('landing');
  const query = { from: picked.range.from, to: picked.range.to, granularity: picked.granularity };

  const revenue = useChart('revenue', picked, (signal) =>
    api.get('/admin/dashboard/revenue', { query, signal }),
  );
  const courses = useChart('courses', picked, (signal) =>
    api.get('/admin/dashboard/courses', { query, signal }),
  );
  const learners = useChart('learners', picked, (signal) =>
    api.get('/admin/dashboard/learners', { query, signal }),
  );
  const funnel = useChart(
    'funnel',
    picked,
    (signal) => api.get('/admin/dashboard/funnel', { query: { ...query, by: funnelBy }, signal }),
    funnelBy,
  );
  const landingFunnel = useChart(
    'funnel',
    picked,
    (signal) => api.get('/admin/dashboard/funnel', { query: { ...query, by: 'landing' }, signal }),
    'landing',
  );
  const vouchers = useChart('vouchers', picked, (signal) =>
    api.get('/admin/dashboard/vouchers', { query, signal }),
  );
  const progress = useQuery({
    queryKey: ['admin', 'business', 'progress'],
    queryFn: ({ signal }) => api.get('/admin/dashboard/progress', { signal }),
    select: (answer) => answer.data,
    retry: 1,
  });
  const expiring = useQuery({
    queryKey: ['admin', 'business', 'expiring'],
    queryFn: ({ signal }) => api.get('/admin/dashboard/expiring', { signal }),
    select: (answer) => answer.data,
    retry: 1,
  });

  const compare = picked.compare;
  const money = (para: number) => formatMoney(para);
  const count = (n: number) => formatCount(n, language);
  const label = (bucket: string, granularity: Granularity) => bucketLabel(bucket, granularity, language, t);
  const prevName = (name: string) => t('business.columns.previousSuffix', { name });

  const revenueChart = useMemo(() => {
    const data = revenue.data;
    if (!data) return null;
    const series: ChartSeries[] = [
      {
        label: t('business.current'),
        values: data.current.series.map((p) => p.revenue_para),
        kind: 'bars',
        tone: 'accent',
      },
      {
        label: t('business.columns.refunded'),
        values: data.current.series.map((p) => p.refunded_para),
        kind: 'bars',
        tone: 'danger',
      },
    ];
    if (compare)
      series.push({
        label: t('business.previousPeriod'),
        values: data.previous.series.map((p) => p.revenue_para),
        kind: 'line',
        tone: 'muted',
      });
    return {
      labels: data.current.series.map((p) => bucketAxisLabel(p.bucket, data.granularity, language)),
      series,
    };
  }, [revenue.data, compare, language, t]);

  const learnersChart = useMemo(() => {
    const data = learners.data;
    if (!data) return null;
    const series: ChartSeries[] = [
      {
        label: t('business.current'),
        values: data.current.series.map((p) => p.learners),
        kind: 'bars',
        tone: 'accent',
      },
    ];
    if (compare)
      series.push({
        label: t('business.previousPeriod'),
        values: data.previous.series.map((p) => p.learners),
        kind: 'line',
        tone: 'muted',
      });
    return {
      labels: data.current.series.map((p) => bucketAxisLabel(p.bucket, data.granularity, language)),
      series,
    };
  }, [learners.data, compare, language, t]);

  const funnelChart = useMemo(() => {
    const data = funnel.data;
    if (!data) return null;
    const series: ChartSeries[] = [
      {
        label: t('business.current'),
        values: FUNNEL_STEPS.map((step) => data.current.totals[step]),
        kind: 'bars',
        tone: 'accent',
      },
    ];
    if (compare)
      series.push({
        label: t('business.previousPeriod'),
        values: FUNNEL_STEPS.map((step) => data.previous.totals[step]),
        kind: 'line',
        tone: 'muted',
      });
    return {
      labels: FUNNEL_STEPS.map((step, i) => `${i + 1}. ${t(`business.steps.${step}`)}`),
      narrow: FUNNEL_STEPS.map((_, i) => `${i + 1}.`),
      series,
    };
  }, [funnel.data, compare, t]);

  const expiringChart = useMemo(() => {
    const data = expiring.data;
    if (!data) return null;
    return {
      labels: data.series.map((p) => bucketAxisLabel(p.bucket, 'day', language)),
      series: [
        {
          label: t('business.columns.count'),
          values: data.series.map((p) => p.count),
          kind: 'bars',
          tone: 'accent',
        },
      ] as ChartSeries[],
    };
  }, [expiring.data, language, t]);

  const withPrevious = <T,>(columns: T[], previous: T[]) => (compare ? [...columns, ...previous] : columns);

  return (
    <section className={styles.grid} aria-labelledby="business-heading" data-testid="business-section">
      <div className={styles.wide}>
        <h2 id="business-heading" className={styles.panelTitle}>
          {t('business.title')}
        </h2>
        <p className={styles.hint}>{t('business.lead')}</p>
      </div>
      <div className={styles.wide}>
        <RangePicker value={picked} onChange={setPicked} />
      </div>

      <dl className={`${styles.kpis} ${styles.wide}`} data-testid="business-kpis">
        {(
          [
            [
              'revenue',
              revenue.data?.current.totals.revenue_para,
              revenue.data?.previous.totals.revenue_para,
              money,
            ],
            ['orders', revenue.data?.current.totals.orders, revenue.data?.previous.totals.orders, count],
            [
              'refunded',
              revenue.data?.current.totals.refunded_para,
              revenue.data?.previous.totals.refunded_para,
              money,
            ],
            ['learners', learners.data?.current.total, learners.data?.previous.total, count],
            [
              'purchases',
              landingFunnel.data?.current.totals.purchases,
              landingFunnel.data?.previous.totals.purchases,
              count,
            ],
          ] as const
        ).map(([key, current, previous, format]) => (
          <div key={key} className={styles.kpi}>
            <dt>{t(`business.kpi.${key}`)}</dt>
            <dd>
              <span className={styles.kpiValue}>{current === undefined ? '…' : format(current)}</span>
              {compare && current !== undefined && previous !== undefined ? (
                <Delta current={current} previous={previous} />
              ) : null}
            </dd>
          </div>
        ))}
      </dl>

      <div className={styles.wide}>
        <Loading query={revenue}>
          {revenue.data && revenueChart ? (
            <DataPanel
              id="revenue"
              title={t('business.charts.revenue')}
              hint={t('business.charts.revenueHint')}
              csvName={fileName('prihod', revenue.data.range)}
              columns={withPrevious(
                [
                  { label: t('business.columns.period') },
                  { label: t('business.columns.orders'), num: true },
                  { label: t('business.columns.revenue'), num: true },
                  { label: t('business.columns.refunds'), num: true },
                  { label: t('business.columns.refunded'), num: true },
                  { label: t('business.columns.net'), num: true },
                ],
                [
                  { label: prevName(t('business.columns.period')) },
                  { label: prevName(t('business.columns.revenue')), num: true },
                ],
              )}
              rows={revenue.data.current.series.map((p, i) => {
                const before = revenue.data!.previous.series[i];
                return withPrevious<ReactNode>(
                  [
                    label(p.bucket, revenue.data!.granularity),
                    count(p.orders),
                    money(p.revenue_para),
                    count(p.refunds),
                    money(p.refunded_para),
                    money(p.revenue_para - p.refunded_para),
                  ],
                  [
                    before ? label(before.bucket, revenue.data!.granularity) : '—',
                    before ? money(before.revenue_para) : '—',
                  ],
                );
              })}
              csvRows={revenue.data.current.series.map((p, i) => {
                const before = revenue.data!.previous.series[i];
                return withPrevious(
                  [
                    p.bucket,
                    p.orders,
                    csvMoney(p.revenue_para),
                    p.refunds,
                    csvMoney(p.refunded_para),
                    csvMoney(p.revenue_para - p.refunded_para),
                  ],
                  [before?.bucket ?? '', before ? csvMoney(before.revenue_para) : ''],
                );
              })}
              chart={
                <>
                  <Legend items={revenueChart.series.map((s) => ({ label: s.label, tone: s.tone }))} />
                  <UplotChart
                    labels={revenueChart.labels}
                    series={revenueChart.series}
                    format={axisMoney}
                    minimum={100_000}
                  />
                </>
              }
            />
          ) : null}
        </Loading>
      </div>

      <Loading query={revenue}>
        {revenue.data ? (
          <DataPanel
            id="methods"
            title={t('business.charts.methods')}
            csvName={fileName('nacini-placanja', revenue.data.range)}
            columns={withPrevious(
              [
                { label: t('business.columns.method') },
                { label: t('business.columns.orders'), num: true },
                { label: t('business.columns.revenue'), num: true },
                { label: t('business.columns.refunded'), num: true },
              ],
              [{ label: prevName(t('business.columns.revenue')), num: true }],
            )}
            rows={METHODS.map((method) => {
              const row = revenue.data!.current.by_method.find((m) => m.method === method)!;
              const before = revenue.data!.previous.by_method.find((m) => m.method === method)!;
              return withPrevious<ReactNode>(
                [
                  t(`business.methods.${method}`),
                  count(row.orders),
                  money(row.revenue_para),
                  money(row.refunded_para),
                ],
                [
                  <span key="p">
                    {money(before.revenue_para)}{' '}
                    <Delta current={row.revenue_para} previous={before.revenue_para} />
                  </span>,
                ],
              );
            })}
            csvRows={METHODS.map((method) => {
              const row = revenue.data!.current.by_method.find((m) => m.method === method)!;
              const before = revenue.data!.previous.by_method.find((m) => m.method === method)!;
              return withPrevious(
                [
                  t(`business.methods.${method}`),
                  row.orders,
                  csvMoney(row.revenue_para),
                  csvMoney(row.refunded_para),
                ],
                [csvMoney(before.revenue_para)],
              );
            })}
          />
        ) : null}
      </Loading>

      <Loading query={learners}>
        {learners.data && learnersChart ? (
          <DataPanel
            id="learners"
            title={t('business.charts.learners')}
            csvName={fileName('novi-polaznici', learners.data.range)}
            columns={withPrevious(
              [{ label: t('business.columns.period') }, { label: t('business.columns.learners'), num: true }],
              [{ label: prevName(t('business.columns.learners')), num: true }],
            )}
            rows={learners.data.current.series.map((p, i) =>
              withPrevious<ReactNode>(
                [label(p.bucket, learners.data!.granularity), count(p.learners)],
                [count(learners.data!.previous.series[i]?.learners ?? 0)],
              ),
            )}
            csvRows={learners.data.current.series.map((p, i) =>
              withPrevious([p.bucket, p.learners], [learners.data!.previous.series[i]?.learners ?? 0]),
            )}
            chart={
              <>
                <Legend items={learnersChart.series.map((s) => ({ label: s.label, tone: s.tone }))} />
                <UplotChart
                  labels={learnersChart.labels}
                  series={learnersChart.series}
                  format={count}
                  minimum={5}
                  integer
                />
              </>
            }
          />
        ) : null}
      </Loading>

      <div className={styles.wide}>
        <Loading query={funnel}>
          {funnel.data && funnelChart ? (
            <DataPanel
              id="funnel"
              title={t('business.charts.funnel')}
              hint={t('business.charts.funnelHint')}
              csvName={fileName(`levak-${funnelBy}`, funnel.data.range)}
              tools={
                <Select
                  className={styles.toolRow}
                  label={t('business.charts.funnelBy')}
                  value={funnelBy}
                  options={(['landing', 'course'] as const).map((by) => ({
                    value: by,
                    label: t(`business.charts.funnelByOptions.${by}`),
                  }))}
                  onChange={(event) => setFunnelBy(event.target.value === 'course' ? 'course' : 'landing')}
                />
              }
              columns={[
                { label: t('business.columns.page') },
                ...FUNNEL_STEPS.map((step) => ({ label: t(`business.steps.${step}`), num: true })),
              ]}
              rows={[
                ...funnel.data.current.rows.map((row) => [
                  row.label,
                  ...FUNNEL_STEPS.map((step) => count(row[step])),
                ]),
                [
                  t('business.current'),
                  ...FUNNEL_STEPS.map((step) => count(funnel.data!.current.totals[step])),
                ],
                ...(compare
                  ? [
                      [
                        t('business.previousPeriod'),
                        ...FUNNEL_STEPS.map((step) => count(funnel.data!.previous.totals[step])),
                      ],
                    ]
                  : []),
              ]}
              csvRows={[
                ...funnel.data.current.rows.map((row) => [
                  row.label,
                  ...FUNNEL_STEPS.map((step) => row[step]),
                ]),
                [t('business.current'), ...FUNNEL_STEPS.map((step) => funnel.data!.current.totals[step])],
                ...(compare
                  ? [
                      [
                        t('business.previousPeriod'),
                        ...FUNNEL_STEPS.map((step) => funnel.data!.previous.totals[step]),
                      ],
                    ]
                  : []),
              ]}
              chart={
                <>
                  <Legend items={funnelChart.series.map((s) => ({ label: s.label, tone: s.tone }))} />
                  <UplotChart
                    labels={funnelChart.labels}
                    narrowLabels={funnelChart.narrow}
                    series={funnelChart.series}
                    format={count}
                    minimum={5}
                    integer
                  />
                </>
              }
            />
          ) : null}
        </Loading>
      </div>

      <div className={styles.wide}>
        <Loading query={courses}>
          {courses.data ? (
            <DataPanel
              id="courses"
              title={t('business.charts.courses')}
              csvName={fileName('kursevi', courses.data.range)}
              empty={courses.data.current.length === 0}
              columns={withPrevious(
                [
                  { label: t('business.columns.course') },
                  { label: t('business.columns.sold'), num: true },
                  { label: t('business.columns.revenue'), num: true },
                  { label: t('business.columns.refunds'), num: true },
                  { label: t('business.columns.refunded'), num: true },
                ],
                [
                  { label: prevName(t('business.columns.sold')), num: true },
                  { label: prevName(t('business.columns.revenue')), num: true },
                ],
              )}
              rows={courses.data.current.map((row, i) => {
                const before = courses.data!.previous[i]!;
                return withPrevious<ReactNode>(
                  [
                    row.title,
                    count(row.sold),
                    money(row.revenue_para),
                    count(row.refunds),
                    money(row.refunded_para),
                  ],
                  [count(before.sold), money(before.revenue_para)],
                );
              })}
              csvRows={courses.data.current.map((row, i) => {
                const before = courses.data!.previous[i]!;
                return withPrevious(
                  [row.title, row.sold, csvMoney(row.revenue_para), row.refunds, csvMoney(row.refunded_para)],
                  [before.sold, csvMoney(before.revenue_para)],
                );
              })}
            />
          ) : null}
        </Loading>
      </div>

      <Loading query={progress}>
        {progress.data ? (
          <DataPanel
            id="progress"
            title={t('business.charts.progress')}
            hint={t('business.charts.progressHint')}
            csvName={`atelje-napredak-${belgradeDay(new Date())}.csv`}
            empty={progress.data.length === 0}
            columns={[
              { label: t('business.columns.course') },
              { label: t('business.columns.learners'), num: true },
              { label: t('business.columns.completed'), num: true },
              { label: t('business.columns.completionRate'), num: true },
              { label: t('business.columns.averageProgress'), num: true },
            ]}
            rows={progress.data.map((row) => [
              row.title,
              count(row.learners),
              count(row.completed),
              formatShare(row.completion_rate, language),
              formatShare(row.average_progress, language),
            ])}
            csvRows={progress.data.map((row) => [
              row.title,
              row.learners,
              row.completed,
              Math.round(row.completion_rate * 1000) / 10,
              Math.round(row.average_progress * 1000) / 10,
            ])}
          />
        ) : null}
      </Loading>

      <Loading query={vouchers}>
        {vouchers.data ? (
          <DataPanel
            id="vouchers"
            title={t('business.charts.vouchers')}
            csvName={fileName('vauceri', vouchers.data.range)}
            empty={vouchers.data.current.length === 0}
            columns={withPrevious(
              [
                { label: t('business.columns.code') },
                { label: t('business.columns.orders'), num: true },
                { label: t('business.columns.revenue'), num: true },
                { label: t('business.columns.discount'), num: true },
              ],
              [{ label: prevName(t('business.columns.revenue')), num: true }],
            )}
            rows={vouchers.data.current.map((row, i) =>
              withPrevious<ReactNode>(
                [row.code, count(row.orders), money(row.revenue_para), money(row.discount_para)],
                [money(vouchers.data!.previous[i]?.revenue_para ?? 0)],
              ),
            )}
            csvRows={vouchers.data.current.map((row, i) =>
              withPrevious(
                [row.code, row.orders, csvMoney(row.revenue_para), csvMoney(row.discount_para)],
                [csvMoney(vouchers.data!.previous[i]?.revenue_para ?? 0)],
              ),
            )}
          />
        ) : null}
      </Loading>

      <div className={styles.wide}>
        <Loading query={expiring}>
          {expiring.data && expiringChart ? (
            <DataPanel
              id="expiring"
              title={t('business.charts.expiring')}
              hint={t('business.charts.expiringTotal', { count: expiring.data.total })}
              csvName={`atelje-istice-pristup-${expiring.data.range.from}.csv`}
              columns={[
                { label: t('business.columns.day') },
                { label: t('business.columns.count'), num: true },
              ]}
              rows={expiring.data.series.map((p) => [label(p.bucket, 'day'), count(p.count)])}
              csvRows={expiring.data.series.map((p) => [p.bucket, p.count])}
              chart={
                <UplotChart
                  labels={expiringChart.labels}
                  series={expiringChart.series}
                  format={count}
                  minimum={5}
                  integer
                />
              }
            />
          ) : null}
        </Loading>
      </div>
    </section>
  );
}
