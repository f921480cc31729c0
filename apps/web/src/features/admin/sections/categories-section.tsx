// Section "kategorije" (ADR 071): the categories in their order, each subcategory under its main category, with the
// address (former addresses redirect), the yearly membership price of a zone and the course count; add, edit
// (names, address, price), move up or down, delete an empty one. Courses move into a category from the course form.
import type { AdminCategory } from '@atelje/shared';
import { formatDecimalAmount } from '@atelje/shared/money';
import { type FormEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useAdminCategories, useDeleteCategory, useOrderCategories, useSaveCategory } from '../api/catalogue';
import styles from '../components/admin.module.css';
import { AdminSection, QueryState } from '../components/admin-section';
import { type AdminColumn, AdminTable, CellStack, RowButton } from '../components/admin-table';
import { SaveBar } from '../components/form-fields';
import { useAdminTranslation } from '../lib/admin-i18n';
import { failureText, fieldErrorsOf } from '../lib/errors';
import { toastError, toastSuccess } from '../lib/toasts';

type Field = 'name_sr' | 'name_en' | 'slug' | 'parent_id' | 'membership_price';

const LETTERS: Record<string, string> = { č: 'c', ć: 'c', đ: 'dj', š: 's', ž: 'z' };

/** 'Dizajn Enterijera' → 'dizajn-enterijera': the address a new category is offered. */
export function suggestSlug(name: string): string {
  return name
    .toLocaleLowerCase('sr-Latn')
    .replace(/[čćđšž]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Main categories in order, each followed by its subcategories in order. */
export function orderedRows(rows: AdminCategory[]): AdminCategory[] {
  const mains = rows.filter((row) => row.parent_id === null);
  return mains.flatMap((main) => [main, ...rows.filter((row) => row.parent_id === main.id)]);
}

function CategoryForm({
  category,
  mains,
  onDone,
}: {
  category: AdminCategory | null;
  mains: AdminCategory[];
  onDone: () => void;
}) {
  const { t, language } = useAdminTranslation();
  const id = useId();
  const save = useSaveCategory();
  const [nameSr, setNameSr] = useState(category?.name_sr ?? '');
  const [nameEn, setNameEn] = useState(category?.name_en ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugTouched, setSlugTouched] = useState(category !== null);
  const [parentId, setParentId] = useState(category?.parent_id ? String(category.parent_id) : '');
  const [price, setPrice] = useState(
    category?.membership_price_para ? formatDecimalAmount(category.membership_price_para) : '',
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const isMain = category ? category.parent_id === null : parentId === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (!nameSr.trim()) found.name_sr = t('categories.errors.nameSr');
    if (!nameEn.trim()) found.name_en = t('categories.errors.nameEn');
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug.trim())) found.slug = t('categories.errors.slug');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = {
      name_sr: nameSr.trim(),
      name_en: nameEn.trim(),
      slug: slug.trim(),
      membership_price: isMain && price.trim() ? price.trim() : null,
    };
    try {
      const answer = await save.mutateAsync({
        id: category?.id ?? null,
        body: category ? body : { ...body, parent_id: parentId ? Number(parentId) : null },
      });
      toastSuccess(answer.message);
      onDone();
    } catch (error) {
      // A 422 names its fields; a 409 names the slug (taken, or another category's former address).
      const fields = fieldErrorsOf(error) ?? (error instanceof ApiError ? firstOfEach(error) : null);
      if (fields) setErrors(fields);
      // The fields carry the details: the message alone above them.
      const message =
        fields && error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : failureText(error, t, t('categories.saveFailed'));
      setFailure(message);
      toastError(message);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      data-testid="category-form"
    >
      <h3 id={`${id}-heading`} className={styles.subheading}>
        {category ? t('categories.formEdit', { name: category.name_sr }) : t('categories.formAdd')}
      </h3>
      {failure ? <Alert tone="danger">{failure}</Alert> : null}
      <div className={styles.formRow}>
        <TextField
          label={t('categories.fields.name_sr')}
          value={nameSr}
          required
          error={errors.name_sr}
          data-testid="category-name-sr"
          onChange={(event) => {
            const value = event.currentTarget.value;
            setNameSr(value);
            if (!slugTouched) setSlug(suggestSlug(value));
          }}
        />
        <TextField
          label={t('categories.fields.name_en')}
          value={nameEn}
          required
          error={errors.name_en}
          data-testid="category-name-en"
          onChange={(event) => setNameEn(event.currentTarget.value)}
        />
      </div>
      <div className={styles.formRow}>
        <TextField
          label={t('categories.fields.slug')}
          hint={category ? t('categories.hints.slugEdit') : t('categories.hints.slug')}
          value={slug}
          required
          error={errors.slug}
          data-testid="category-slug"
          onChange={(event) => {
            setSlugTouched(true);
            setSlug(event.currentTarget.value);
          }}
        />
        {category ? null : (
          <Select
            label={t('categories.fields.parent_id')}
            placeholder={t('categories.mainLevel')}
            options={mains.map((main) => ({
              value: String(main.id),
              label: language === 'en' ? main.name_en : main.name_sr,
            }))}
            value={parentId}
            error={errors.parent_id}
            data-testid="category-parent"
            onChange={(event) => setParentId(event.currentTarget.value)}
          />
        )}
      </div>
      {isMain ? (
        <TextField
          label={t('categories.fields.membership_price')}
          hint={t('categories.hints.membership_price')}
          inputMode="decimal"
          value={price}
          error={errors.membership_price}
          data-testid="category-price"
          onChange={(event) => setPrice(event.currentTarget.value)}
        />
      ) : null}
      <SaveBar saving={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** The first message of each field an error names, or null when it names none. */
function firstOfEach(error: ApiError): Record<string, string> | null {
  const entries = Object.entries(error.errors).filter(([, messages]) => typeof messages[0] === 'string');
  return entries.length
    ? Object.fromEntries(entries.map(([field, messages]) => [field, messages[0]!]))
    : null;
}

export function CategoriesSection() {
  const { t, language } = useAdminTranslation();
  const categories = useAdminCategories();
  const order = useOrderCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const rows = orderedRows(categories.data?.data ?? []);
  const mains = rows.filter((row) => row.parent_id === null);
  const siblingsOf = (row: AdminCategory) => rows.filter((other) => other.parent_id === row.parent_id);
  const name = (row: AdminCategory) => (language === 'en' ? row.name_en : row.name_sr);

  const move = async (row: AdminCategory, step: -1 | 1) => {
    const ids = siblingsOf(row).map((other) => other.id);
    const from = ids.indexOf(row.id);
    const to = from + step;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    try {
      const answer = await order.mutateAsync({ parent_id: row.parent_id, ids });
      toastSuccess(answer.message ?? t('categories.ordered'));
    } catch (error) {
      toastError(failureText(error, t, t('categories.orderFailed')));
    }
  };

  const drop = async (row: AdminCategory) => {
    if (!window.confirm(t('categories.confirmDelete', { name: name(row) }))) return;
    try {
      const answer = await remove.mutateAsync(row.id);
      toastSuccess(answer.message ?? t('categories.deleted'));
    } catch (error) {
      toastError(failureText(error, t, t('categories.deleteFailed')));
    }
  };

  const columns: AdminColumn<AdminCategory>[] = [
    {
      label: t('categories.columns.name'),
      cell: (row) => (
        <CellStack sub={row.parent_id === null ? t('categories.main') : t('categories.sub')}>
          {row.parent_id === null ? <strong>{name(row)}</strong> : `↳ ${name(row)}`}
        </CellStack>
      ),
    },
    {
      label: t('categories.columns.slug'),
      cell: (row) => (
        <CellStack
          sub={row.old_slugs.length ? t('categories.oldSlugs', { slugs: row.old_slugs.join(', ') }) : null}
        >
          <code>{`/category/${row.slug}`}</code>
        </CellStack>
      ),
    },
    {
      label: t('categories.columns.price'),
      num: true,
      cell: (row) =>
        row.membership_price_para === null ? t('categories.noPrice') : formatMoney(row.membership_price_para),
    },
    { label: t('categories.columns.courses'), num: true, cell: (row) => row.course_count },
    {
      label: t('common.actions'),
      cell: (row) => {
        const siblings = siblingsOf(row);
        const index = siblings.findIndex((other) => other.id === row.id);
        return (
          <span className={styles.actions}>
            <RowButton
              aria-label={t('categories.moveUp', { name: name(row) })}
              disabled={index === 0 || order.isPending}
              onClick={() => void move(row, -1)}
            >
              ↑
            </RowButton>
            <RowButton
              aria-label={t('categories.moveDown', { name: name(row) })}
              disabled={index === siblings.length - 1 || order.isPending}
              onClick={() => void move(row, 1)}
            >
              ↓
            </RowButton>
            <RowButton
              aria-label={`${t('common.edit')} ${name(row)}`}
              onClick={() => {
                setEditing(row.id);
                window.scrollTo({ top: 0 });
              }}
            >
              {t('common.edit')}
            </RowButton>
            <RowButton
              aria-label={t('categories.delete', { name: name(row) })}
              disabled={remove.isPending}
              onClick={() => void drop(row)}
            >
              {t('categories.deleteShort')}
            </RowButton>
          </span>
        );
      },
    },
  ];

  return (
    <AdminSection
      headingId="categories-heading"
      title={t('sections.kategorije')}
      testId="categories-section"
      actions={
        <Button onClick={() => setEditing('new')} data-testid="category-add">
          {t('categories.add')}
        </Button>
      }
    >
      <p className={styles.lead}>{t('categories.lead')}</p>
      {editing !== null ? (
        <CategoryForm
          key={editing}
          category={editing === 'new' ? null : (rows.find((row) => row.id === editing) ?? null)}
          mains={mains}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <QueryState query={categories} error={t('categories.listFailed')} />
      {categories.data ? (
        <AdminTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-category': row.slug })}
          testId="categories-table"
          empty={t('categories.empty')}
        />
      ) : null}
    </AdminSection>
  );
}
