// Every word a visitor reads comes from the locale files, in Serbian and English (issue 16 defect 11). This reads
// each component's syntax tree and refuses text written straight into the markup: JSX text, a string in braces as
// a child, and a literal in an attribute people see or hear (aria-label, title, alt, placeholder, label…).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Words that are the same in both languages: the brand. */
const SAME_IN_BOTH = new Set(['Atelje']);

/** Attributes whose text is shown or read aloud. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'caption',
  'heading',
  'lead',
  'eyebrow',
  'text',
  'message',
  'description',
]);

const LETTERS = /\p{L}{2,}/u;

function tsxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** A value that reads as words rather than as a key or an identifier ("first", "sheet"). */
function looksLikeProse(text: string): boolean {
  return LETTERS.test(text) && (/\s/.test(text.trim()) || /^\p{Lu}/u.test(text.trim()));
}

function hardCodedTexts(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${path.relative(SRC, file)}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (LETTERS.test(text) && !SAME_IN_BOTH.has(text)) report(node, text);
    } else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const expression = node.expression;
      if (
        (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) &&
        LETTERS.test(expression.text) &&
        !SAME_IN_BOTH.has(expression.text.trim())
      ) {
        report(node, expression.text);
      }
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(source);
      const initializer = node.initializer;
      const literal = ts.isStringLiteral(initializer)
        ? initializer
        : ts.isJsxExpression(initializer) &&
            initializer.expression &&
            (ts.isStringLiteral(initializer.expression) ||
              ts.isNoSubstitutionTemplateLiteral(initializer.expression))
          ? initializer.expression
          : null;
      const element = node.parent.parent;
      const tag =
        ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)
          ? element.tagName.getText(source)
          : '';
      const intrinsic = /^[a-z]/.test(tag);
      if (literal && VISIBLE_ATTRIBUTES.has(name) && !SAME_IN_BOTH.has(literal.text.trim())) {
        // On an HTML element any words count; on a component only prose (a lower-case single word there is a key).
        if (intrinsic ? LETTERS.test(literal.text) : looksLikeProse(literal.text))
          report(node, `${name}="${literal.text}"`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  const files = tsxFiles(SRC);

  it('finds the components to read', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  // Parsing every component takes a few seconds on a busy machine.
  it('write no user-visible text of their own: every text comes from the locale files', {
    timeout: 60_000,
  }, () => {
    expect(files.flatMap((file) => hardCodedTexts(file))).toEqual([]);
  });

  it('would catch text written into the markup', () => {
    const probe = `export const A = () => (
      <div>
        <p>Skip Intro</p>
        <img alt="Cover" />
        <Field label="Srbija" />
        {'Lifestyle'}
        <X label="first" />
        <p>Atelje</p>
      </div>
    );`;
    expect(hardCodedTexts(path.join(SRC, 'probe.tsx'), probe)).toEqual([
      'probe.tsx:3: Skip Intro',
      'probe.tsx:4: alt="Cover"',
      'probe.tsx:5: label="Srbija"',
      'probe.tsx:6: Lifestyle',
    ]);
  });
});
