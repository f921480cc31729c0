// The content editor's form (ADR 070), drawn from the field tree of a document's zod schema (lib/schema-form.ts):
// texts, numbers, choices, yes/no, pictures, and lists of them with add, remove and reorder. A bilingual field
// shows its Serbian and English inputs side by side (stacked on a phone, where the language switch shows one);
// a list inside one grows and shrinks in both languages at once. Errors arrive by dotted path (`sr.hero.title`).
import { Fragment, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Select } from '../../../components/ui/select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import adminSr from '../../../locales/sr/admin.json';
import { postForm } from '../api/post-form';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import {
  emptyValue,
  type FieldNode,
  getAt,
  moveItem,
  type Path,
  pathKey,
  setAt,
  unionOption,
  updateList,
} from '../lib/schema-form';
import { TextAreaField } from './form-fields';
import { RichTextField } from './rich-text-field';
import styles from './schema-form.module.css';

type Lang = 'sr' | 'en';

/** Where a field's value lives: one path, or one per language of a bilingual field. */
type Column = { path: Path; lang?: Lang };

export interface SchemaFormProps {
  node: FieldNode;
  value: unknown;
  onChange: (next: unknown) => void;
  /** Field errors by dotted path, already translated. */
  errors: Record<string, string[]>;
  /** The language a phone shows ('both' on a wide screen). */
  shown?: Lang | 'both';
}

const KNOWN_FIELDS = new Set(Object.keys(adminSr.content.fields));

function fieldLabel(t: AdminT, name: string): string {
  if (KNOWN_FIELDS.has(name)) return t(`content.fields.${name as keyof typeof adminSr.content.fields}`);
  const words = name.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface Ctx {
  value: unknown;
  onChange: (next: unknown) => void;
  errors: Record<string, string[]>;
  t: AdminT;
  idBase: string;
}

export function SchemaForm({ node, value, onChange, errors, shown = 'both' }: SchemaFormProps) {
  const { t } = useAdminTranslation();
  const idBase = useId();
  const ctx: Ctx = { value, onChange, errors, t, idBase };
  return (
    <div className={styles.form} data-shown={shown} data-testid="schema-form">
      <Node node={node} columns={[{ path: [] }]} ctx={ctx} label={null} />
    </div>
  );
}

function Node({
  node,
  columns,
  ctx,
  label,
}: {
  node: FieldNode;
  columns: Column[];
  ctx: Ctx;
  label: string | null;
}): ReactNode {
  switch (node.kind) {
    case 'bilingual':
      return (
        <Node
          node={node.inner}
          columns={columns.flatMap((column) =>
            (['sr', 'en'] as const).map((lang) => ({ path: [...column.path, lang], lang })),
          )}
          ctx={ctx}
          label={label}
        />
      );
    case 'union': {
      const option = unionOption(node, getAt(ctx.value, columns[0]!.path));
      return option ? <Node node={option} columns={columns} ctx={ctx} label={label} /> : null;
    }
    case 'object':
      return <ObjectFields node={node} columns={columns} ctx={ctx} label={label} />;
    case 'list':
      return <ListField node={node} columns={columns} ctx={ctx} label={label ?? ''} />;
    case 'fixed':
      // A value the schema fixes (the page's layout, the five stars): nothing to edit.
      return null;
    default:
      return <Leaf node={node} columns={columns} ctx={ctx} label={label ?? fieldLabel(ctx.t, node.name)} />;
  }
}

function ObjectFields({
  node,
  columns,
  ctx,
  label,
}: {
  node: Extract<FieldNode, { kind: 'object' }>;
  columns: Column[];
  ctx: Ctx;
  label: string | null;
}) {
  const allNull = node.nullable && columns.every((column) => getAt(ctx.value, column.path) === null);
  const body = allNull ? (
    <Button
      variant="secondary"
      size="sm"
      onClick={() =>
        ctx.onChange(
          columns.reduce((value, column) => setAt(value, column.path, emptyValue(node)), ctx.value),
        )
      }
    >
      {ctx.t('content.setValue')}
    </Button>
  ) : (
    <>
      {node.fields.map((field) => (
        <Node
          key={field.name}
          node={field}
          columns={columns.map((column) => ({ ...column, path: [...column.path, field.name] }))}
          ctx={ctx}
          label={fieldLabel(ctx.t, field.name)}
        />
      ))}
      {node.nullable ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() =>
            ctx.onChange(columns.reduce((value, column) => setAt(value, column.path, null), ctx.value))
          }
        >
          {ctx.t('content.none')}
        </Button>
      ) : null}
    </>
  );
  if (label === null) return <div className={styles.stack}>{body}</div>;
  return (
    <fieldset className={styles.group} data-field={pathKey(columns[0]!.path)}>
      <legend className={styles.legend}>{label}</legend>
      <ErrorLines ctx={ctx} columns={columns} />
      {body}
    </fieldset>
  );
}

function ErrorLines({ ctx, columns }: { ctx: Ctx; columns: Column[] }) {
  const lines = columns.flatMap((column) =>
    (ctx.errors[pathKey(column.path)] ?? []).map((text) =>
      column.lang ? `${column.lang.toUpperCase()}: ${text}` : text,
    ),
  );
  if (lines.length === 0) return null;
  return (
    <p className={styles.error} role="alert">
      {lines.join(' ')}
    </p>
  );
}

function ListField({
  node,
  columns,
  ctx,
  label,
}: {
  node: Extract<FieldNode, { kind: 'list' }>;
  columns: Column[];
  ctx: Ctx;
  label: string;
}) {
  const { t } = ctx;
  const lengths = columns.map((column) => {
    const list = getAt(ctx.value, column.path);
    return Array.isArray(list) ? list.length : 0;
  });
  const count = Math.max(0, ...lengths);
  const change = (edit: (list: unknown[]) => unknown[]) =>
    ctx.onChange(columns.reduce((value, column) => updateList(value, column.path, edit), ctx.value));
  const fixed = node.maxItems !== null && node.maxItems === node.minItems;
  const canAdd = node.maxItems === null || count < node.maxItems;
  // A list of plain texts reads as one field per item; a list of objects as numbered groups.
  const simple = node.item.kind !== 'object' && node.item.kind !== 'union';
  return (
    <fieldset
      className={styles.group}
      data-field={pathKey(columns[0]!.path)}
      data-testid={`list-${pathKey(columns[0]!.path)}`}
    >
      <legend className={styles.legend}>{label}</legend>
      <ErrorLines ctx={ctx} columns={columns} />
      {Array.from({ length: count }, (_, index) => {
        const itemLabel = t('content.item', { number: index + 1 });
        const itemColumns = columns.map((column) => ({ ...column, path: [...column.path, index] }));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: items are positions in both languages' lists at once
          <div key={index} className={styles.item} data-testid="list-item">
            <div className={styles.itemHead}>
              <span className={styles.itemTitle}>{itemLabel}</span>
              {fixed ? null : (
                <span className={styles.itemActions}>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === 0}
                    aria-label={`${t('content.moveUp')}: ${label}, ${itemLabel}`}
                    onClick={() => change((list) => moveItem(list, index, index - 1))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={index === count - 1}
                    aria-label={`${t('content.moveDown')}: ${label}, ${itemLabel}`}
                    onClick={() => change((list) => moveItem(list, index, index + 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`${t('content.remove')}: ${label}, ${itemLabel}`}
                    onClick={() => change((list) => list.filter((_, at) => at !== index))}
                  >
                    {t('content.remove')}
                  </Button>
                </span>
              )}
            </div>
            <Node node={node.item} columns={itemColumns} ctx={ctx} label={simple ? itemLabel : null} />
          </div>
        );
      })}
      {fixed || !canAdd ? null : (
        <div>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`${t('content.add')}: ${label}`}
            onClick={() => change((list) => [...list, emptyValue(node.item)])}
          >
            {t('content.add')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

function Leaf({
  node,
  columns,
  ctx,
  label,
}: {
  node: Exclude<FieldNode, { kind: 'object' | 'list' | 'bilingual' | 'union' | 'fixed' }>;
  columns: Column[];
  ctx: Ctx;
  label: string;
}) {
  return (
    <div className={columns.length > 1 ? styles.pair : styles.single}>
      {columns.map((column) => (
        <Fragment key={column.lang ?? 'one'}>
          <LeafInput node={node} column={column} ctx={ctx} label={label} />
        </Fragment>
      ))}
    </div>
  );
}

function LeafInput({
  node,
  column,
  ctx,
  label,
}: {
  node: Exclude<FieldNode, { kind: 'object' | 'list' | 'bilingual' | 'union' | 'fixed' }>;
  column: Column;
  ctx: Ctx;
  label: string;
}) {
  const { t } = ctx;
  const key = pathKey(column.path);
  const id = `${ctx.idBase}-${key}`;
  const raw = getAt(ctx.value, column.path);
  const error = ctx.errors[key]?.[0];
  const fullLabel = column.lang ? `${label} (${column.lang.toUpperCase()})` : label;
  const set = (next: unknown) => ctx.onChange(setAt(ctx.value, column.path, next));
  const cell = (control: ReactNode) => (
    <div className={styles.cell} data-lang={column.lang} data-field={key}>
      {control}
    </div>
  );
  switch (node.kind) {
    case 'number':
      return cell(
        <TextField
          id={id}
          label={fullLabel}
          inputMode="numeric"
          value={typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : ''}
          error={error}
          onChange={(event) => {
            const text = event.currentTarget.value.trim();
            // A text that is not a number is kept as typed: the schema's check names the problem.
            set(/^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text === '' && node.nullable ? null : text);
          }}
        />,
      );
    case 'boolean':
      return cell(
        <Checkbox
          id={id}
          label={fullLabel}
          checked={raw === true}
          onChange={(event) => set(event.currentTarget.checked)}
        />,
      );
    case 'choice':
      return cell(
        <Select
          id={id}
          label={fullLabel}
          value={typeof raw === 'string' ? raw : ''}
          error={error}
          options={node.options.map((option) => ({ value: option, label: option }))}
          onChange={(event) => set(event.currentTarget.value)}
        />,
      );
    case 'text': {
      const text = typeof raw === 'string' ? raw : '';
      // An optional text left empty is stored as null (no picture, no city).
      const onText = (next: string) => set(next === '' && node.nullable ? null : next);
      const input = node.rich ? (
        <RichTextField id={id} label={fullLabel} value={text} error={error} onChange={onText} />
      ) : node.multiline ? (
        <TextAreaField id={id} label={fullLabel} value={text} rows={3} error={error} onChange={onText} />
      ) : (
        <TextField
          id={id}
          label={fullLabel}
          value={text}
          error={error}
          onChange={(event) => onText(event.currentTarget.value)}
        />
      );
      return cell(
        <>
          {input}
          {node.image ? <ImageUpload id={`${id}-file`} label={fullLabel} onUploaded={onText} t={t} /> : null}
          {node.image && text ? (
            <img className={styles.thumb} src={text} alt={t('content.imagePreview')} loading="lazy" />
          ) : null}
        </>,
      );
    }
  }
}

/** Uploads a picture (checked by the server as a cover is) and puts its lasting address in the field. */
function ImageUpload({
  id,
  label,
  onUploaded,
  t,
}: {
  id: string;
  label: string;
  onUploaded: (url: string) => void;
  t: AdminT;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setState({ busy: true, error: null });
    const form = new FormData();
    form.append('image', file);
    try {
      const answer = await postForm<{ url: string }>('/admin/content/images', form);
      onUploaded(answer.url);
      setState({ busy: false, error: null });
    } catch (error) {
      const text =
        error instanceof ApiError
          ? (error.errors.image?.[0] ?? error.serverMessage ?? error.message)
          : String(error);
      setState({ busy: false, error: text });
    }
  };
  return (
    <div className={styles.upload}>
      <label className={styles.uploadLabel} htmlFor={id}>
        {state.busy ? t('content.uploading') : t('content.upload', { field: label })}
      </label>
      <input
        id={id}
        type="file"
        accept="image/png,image/jpeg"
        disabled={state.busy}
        aria-describedby={state.error ? `${id}-error` : undefined}
        onChange={(event) => void upload(event.currentTarget.files?.[0])}
      />
      {state.error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {state.error}
        </p>
      ) : null}
    </div>
  );
}
