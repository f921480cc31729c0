// The navbar search (spec 000 §2, §4, §9): after a 300 ms pause on non-empty text it asks GET /search and shows
// instructors and courses in a listbox. ARIA 1.2 combobox: arrows move the active option, Enter opens it,
// Escape closes the list (a second Escape clears the text).
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n-react';
import { SEARCH_MAX_LENGTH, useSearch } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import styles from './search-box.module.css';

export const SEARCH_DEBOUNCE_MS = 300;

interface Option {
  id: string;
  kind: 'author' | 'course';
  to: string;
  label: string;
  detail?: string;
}

interface SearchBoxProps {
  /** 'bar' floats the results under the input; 'drawer' lets them take the full drawer width. */
  layout?: 'bar' | 'drawer';
  /** Called after a result was opened (the drawer closes itself). */
  onNavigate?: () => void;
}

export function SearchBox({ layout = 'bar', onNavigate }: SearchBoxProps) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const query = text.trim() === '' ? '' : debounced;
  const { data, isFetching, isError } = useSearch(query);

  const showingCurrent = data !== undefined && query !== '';
  const authors: Option[] = useMemo(
    () =>
      showingCurrent
        ? data.authors.map((author) => ({
            id: `${baseId}-author-${author.id}`,
            kind: 'author' as const,
            to: `/instructors/${author.id}`,
            label: author.name,
          }))
        : [],
    [data, showingCurrent, baseId],
  );
  const courses: Option[] = useMemo(
    () =>
      showingCurrent
        ? data.courses.map((course) => ({
            id: `${baseId}-course-${course.id}`,
            kind: 'course' as const,
            to: `/courses/${course.id}`,
            label: course.title,
            detail: course.author,
          }))
        : [],
    [data, showingCurrent, baseId],
  );
  const options = useMemo(() => [...authors, ...courses], [authors, courses]);

  const hasQuery = query !== '';
  const hasResults = options.length > 0;
  const waiting = text.trim() !== '' && (text.trim() !== debounced || (isFetching && !hasResults));
  const popupVisible = open && text.trim() !== '' && (hasQuery || waiting);
  const listVisible = popupVisible && hasResults;
  const active =
    listVisible && activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : null;

  const allResults = `/pretraga?q=${encodeURIComponent(text.trim())}`;

  function choose(option: Option) {
    setOpen(false);
    setActiveIndex(-1);
    setText('');
    inputRef.current?.blur();
    onNavigate?.();
    void navigate(option.to);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        setOpen(true);
        if (hasResults) setActiveIndex((index) => (index + 1) % options.length);
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (hasResults) setActiveIndex((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      }
      case 'Home':
      case 'End': {
        if (!listVisible) break;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : options.length - 1);
        break;
      }
      case 'Enter': {
        event.preventDefault();
        const target = active ?? (listVisible ? options[0] : null);
        // Nothing to open: the results page says why and offers the filters.
        if (target) choose(target);
        else if (text.trim()) choose({ id: 'all', kind: 'course', to: allResults, label: text.trim() });
        break;
      }
      case 'Escape': {
        if (popupVisible) {
          event.preventDefault();
          // Keep the drawer (a dialog) open: this Escape belongs to the list.
          event.stopPropagation();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        break;
      }
      default:
        break;
    }
  }

  function renderGroup(kind: Option['kind'], items: Option[], offset: number) {
    if (items.length === 0) return null;
    const headingId = `${baseId}-${kind}-heading`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: an option group inside a listbox (ARIA 1.2), not a fieldset
      <div role="group" aria-labelledby={headingId} className={styles.group}>
        <div role="presentation" id={headingId} className={styles.groupTitle}>
          {kind === 'author' ? t('groups.authors') : t('groups.courses')}
        </div>
        {items.map((option, index) => {
          const selected = activeIndex === offset + index;
          return (
            // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; focus remains in the combobox (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys for every option
            <div
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={selected}
              aria-label={
                option.detail
                  ? t('courseOption', { title: option.label, author: option.detail })
                  : option.label
              }
              className={[styles.option, selected ? styles.active : ''].filter(Boolean).join(' ')}
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActiveIndex(offset + index)}
              onClick={() => choose(option)}
              data-testid={`search-option-${option.kind}`}
            >
              <span className={styles.optionIcon} aria-hidden="true">
                {kind === 'author' ? option.label.trim().charAt(0).toUpperCase() : <CourseGlyph />}
              </span>
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.detail ? <span className={styles.optionDetail}>{option.detail}</span> : null}
              </span>
            </div>
          );
        })}
      </div>
    );
  }

  let status: string | null = null;
  if (popupVisible && !hasResults) {
    if (waiting || isFetching) status = t('searching');
    else if (isError) status = t('error');
    else status = t('noResults', { query });
  }

  return (
    <div className={[styles.root, styles[layout]].join(' ')}>
      <search className={styles.form} aria-label={t('landmark')}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('label')}
        </label>
        <svg className={styles.icon} aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <circle cx="8.75" cy="8.75" r="5.75" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m13 13 4 4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="search"
          enterKeyHint="search"
          className={styles.input}
          placeholder={t('placeholder')}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={SEARCH_MAX_LENGTH}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listVisible}
          aria-controls={listboxId}
          aria-activedescendant={active?.id}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          data-testid="search-input"
        />
        {text ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={t('clear')}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setText('');
              setActiveIndex(-1);
              inputRef.current?.focus();
            }}
          >
            <CloseIcon size={14} strokeWidth="1.8" />
          </button>
        ) : null}
      </search>
      <div className={styles.popup} hidden={!popupVisible} data-testid="search-results">
        <div
          id={listboxId}
          role="listbox"
          aria-label={t('resultsLabel')}
          className={styles.listbox}
          hidden={!listVisible}
        >
          {renderGroup('author', authors, 0)}
          {renderGroup('course', courses, authors.length)}
        </div>
        <p className={styles.status} role="status" hidden={status === null}>
          {status}
        </p>
        {hasQuery && !waiting ? (
          <Link
            to={allResults}
            className={styles.allResults}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              setText('');
              onNavigate?.();
            }}
            data-testid="search-all-results"
          >
            {t('allResults', { query })}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function CourseGlyph() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
      <rect x="1.5" y="3" width="13" height="10" rx="2" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M6.5 6v4l3.5-2z" fill="currentColor" />
    </svg>
  );
}
