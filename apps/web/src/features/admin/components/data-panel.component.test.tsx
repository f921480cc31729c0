// A business dashboard panel in a DOM (ADR 073): the figures as a table with column and row headers named by
// the panel's title, the chart's table folded under "Tabela podataka", and "CSV" downloading exactly the table's
// raw rows (quoted, formula-looking texts escaped, with a byte-order mark); an empty panel offers no download.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { DataPanel } from './data-panel';

const columns = [{ label: 'Kurs' }, { label: 'Prodato', num: true }, { label: 'Prihod', num: true }];
const rows = [
  ['Osnove, dizajna', '12', '12.900,00 RSD'],
  ['=Zbir', '1', '990,00 RSD'],
];
const csvRows = [
  ['Osnove, dizajna', 12, 12900],
  ['=Zbir', 1, 990],
];

/** The text of the Blob handed to URL.createObjectURL by the download. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:test';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => vi.restoreAllMocks());

describe('DataPanel', () => {
  test('shows the figures as a table headed by its columns and rows, named by the title', async () => {
    await renderApp(
      <DataPanel
        id="courses"
        title="Prodaja po kursevima"
        columns={columns}
        rows={rows}
        csvRows={csvRows}
        csvName="k.csv"
      />,
    );
    const table = screen.getByRole('table', { name: 'Prodaja po kursevima' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Kurs', 'Prodato', 'Prihod']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Osnove, dizajna', '=Zbir']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['12', '12.900,00 RSD', '1', '990,00 RSD']);
    // Without a chart the table is the panel itself, not folded away.
    expect(screen.queryByText('Tabela podataka')).toBeNull();
  });

  test('folds the table of a chart under a disclosure', async () => {
    const { user } = await renderApp(
      <DataPanel
        id="revenue"
        title="Prihod kroz vreme"
        columns={columns}
        rows={rows}
        csvRows={csvRows}
        csvName="p.csv"
        chart={<div data-testid="chart" />}
      />,
    );
    expect(screen.getByTestId('chart')).toBeTruthy();
    const details = screen.getByText('Tabela podataka').closest('details')!;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Tabela podataka'));
    expect(details.open).toBe(true);
    expect(within(details).getByRole('table', { name: 'Prihod kroz vreme' })).toBeTruthy();
  });

  test('downloads the raw rows as CSV', async () => {
    const { blobs, names } = captureDownloads();
    const { user } = await renderApp(
      <DataPanel
        id="courses"
        title="Prodaja po kursevima"
        columns={columns}
        rows={rows}
        csvRows={csvRows}
        csvName="atelje-kursevi.csv"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Preuzmi „Prodaja po kursevima“ kao CSV' }));
    expect(names).toEqual(['atelje-kursevi.csv']);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text).toBe('\uFEFFKurs,Prodato,Prihod\r\n"Osnove, dizajna",12,12900\r\n\'=Zbir,1,990\r\n');
  });

  test('an empty panel says so and offers nothing to download, in English too', async () => {
    await renderApp(
      <DataPanel
        id="vouchers"
        title="Vouchers"
        columns={columns}
        rows={[]}
        csvRows={[]}
        csvName="v.csv"
        empty
      />,
      { language: 'en' },
    );
    expect(screen.getByText('No data for this period.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download “Vouchers” as CSV' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.queryByRole('table')).toBeNull();
  });
});
