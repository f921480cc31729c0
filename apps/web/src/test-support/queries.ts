// Small DOM readings the tests share.

/** The error text a field shows under itself (components/ui/text-field.tsx ties it with aria-describedby). */
export function errorOf(field: HTMLElement): string | null {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  const id = ids.find((value) => value.endsWith('-error'));
  if (!id) return null;
  return document.getElementById(id)?.textContent?.trim() ?? null;
}
