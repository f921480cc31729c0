// A small rich-text field for the static pages' bodies (ADR 076): an editable area with a toolbar (bold, italic,
// heading, bulleted and numbered list, link). It edits HTML; the server keeps it to its allow-list on save
// (packages/shared/src/content/sanitize-html.ts), so whatever a paste brings in is cleaned there.
import { useEffect, useRef } from 'react';
import { type AdminT, useAdminTranslation } from '../lib/admin-i18n';
import admin from './admin.module.css';
import styles from './rich-text-field.module.css';

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

type Action = { id: string; label: (t: AdminT) => string; text: string; run: () => void };

const exec = (command: string, argument?: string) => {
  document.execCommand(command, false, argument);
};

/** The block the selection is in (to toggle a heading back to a paragraph). */
function currentBlock(): string {
  const value = document.queryCommandValue('formatBlock');
  return typeof value === 'string' ? value.toLowerCase() : '';
}

export function RichTextField({ id, label, value, onChange, error }: RichTextFieldProps) {
  const { t } = useAdminTranslation();
  const area = useRef<HTMLDivElement>(null);
  // What the area last reported, so a value coming back from the parent does not reset the caret.
  const reported = useRef<string | null>(null);

  useEffect(() => {
    const el = area.current;
    if (el && value !== reported.current && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);

  const report = () => {
    const html = area.current?.innerHTML ?? '';
    reported.current = html;
    onChange(html);
  };

  const actions: Action[] = [
    { id: 'bold', label: (tt) => tt('content.rich.bold'), text: 'B', run: () => exec('bold') },
    { id: 'italic', label: (tt) => tt('content.rich.italic'), text: 'I', run: () => exec('italic') },
    {
      id: 'heading',
      label: (tt) => tt('content.rich.heading'),
      text: 'H',
      run: () => exec('formatBlock', currentBlock() === 'h2' ? 'p' : 'h2'),
    },
    {
      id: 'bullets',
      label: (tt) => tt('content.rich.bullets'),
      text: '•',
      run: () => exec('insertUnorderedList'),
    },
    {
      id: 'numbers',
      label: (tt) => tt('content.rich.numbers'),
      text: '1.',
      run: () => exec('insertOrderedList'),
    },
    {
      id: 'link',
      label: (tt) => tt('content.rich.link'),
      text: '↗',
      run: () => {
        const href = window.prompt(t('content.rich.linkPrompt'));
        if (href?.trim()) exec('createLink', href.trim());
      },
    },
  ];

  const labelId = `${id}-label`;
  return (
    <div className={styles.field}>
      <span id={labelId} className={admin.label}>
        {label}
      </span>
      <div className={styles.toolbar} role="toolbar" aria-label={t('content.rich.toolbar', { field: label })}>
        {actions.map((action) => (
          <button
            key={action.id}
            type="button"
            className={styles.tool}
            aria-label={action.label(t)}
            title={action.label(t)}
            data-action={action.id}
            // Keeps the selection in the text while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              area.current?.focus();
              action.run();
              report();
            }}
          >
            <span aria-hidden="true">{action.text}</span>
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: an editable rich text has no native element */}
      <div
        ref={area}
        id={id}
        className={styles.area}
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        contentEditable
        suppressContentEditableWarning
        // A new line is a paragraph (the browser's default is a div, which the server's allow-list leaves out).
        onFocus={() => exec('defaultParagraphSeparator', 'p')}
        onInput={report}
        onBlur={report}
      />
      {error ? (
        <p id={`${id}-error`} className={admin.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
