// The e-mail texts editor's state (ADR 085): what the administrator typed per key, which of it differs from the
// saved texts, what goes to the server (only texts that differ from their default), and each field's problem by the
// server's own rules (@atelje/shared/mail-texts/schemas), so the message appears before a round trip.
import { type MailTextField, type MailTextIssue, mailTextIssue } from '@atelje/shared/mail-texts/schemas';

/** key → the text in the field: the override when there is one, else the default. */
export type Draft = Record<string, string>;

export const draftOf = (fields: readonly MailTextField[]): Draft =>
  Object.fromEntries(fields.map((field) => [field.key, field.override ?? field.default]));

/** The overrides a draft stands for: each text that is not its default (an emptied field is sent, and refused). */
export function overridesOf(fields: readonly MailTextField[], draft: Draft): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of fields) {
    const value = draft[field.key] ?? field.default;
    if (value !== field.default) out[field.key] = value;
  }
  return out;
}

/** Whether the draft says something other than what is saved. */
export function isDirty(fields: readonly MailTextField[], draft: Draft): boolean {
  return fields.some((field) => (draft[field.key] ?? field.default) !== (field.override ?? field.default));
}

/** Each field's problem, by key; empty when the draft can be saved. */
export function issuesOf(fields: readonly MailTextField[], draft: Draft): Record<string, MailTextIssue> {
  const out: Record<string, MailTextIssue> = {};
  for (const field of fields) {
    const value = draft[field.key] ?? field.default;
    if (value === field.default) continue;
    const issue = mailTextIssue(field.key, value, field.default);
    if (issue) out[field.key] = issue;
  }
  return out;
}

/** A readable label of a key: `accessExpiryReminder.expiredSubject` → `expiredSubject`, `accountChange.email.intro` → `email.intro`. */
export const fieldName = (key: string) => key.slice(key.indexOf('.') + 1);
