// The card gateway takes the buyer as a browser form POST (integrations.md "Card"): a hidden form with the signed
// fields of form_data, submitted once.
export function buildGatewayForm(
  doc: Document,
  action: string,
  fields: Record<string, string>,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

export function submitGatewayForm(action: string, fields: Record<string, string>): void {
  const form = buildGatewayForm(document, action, fields);
  document.body.append(form);
  form.submit();
}
