// @vitest-environment happy-dom
// The inline script that keeps taps and typing made before the page is live (early-events.ts), run in a DOM. "React
// runs an element" is what the script itself looks for: <html data-live> and a __reactProps$ property on it. (The
// fields are not in a <form> here: happy-dom's form element hides the properties an app sets on it.)
import { describe, expect, it } from 'vitest';
import { EARLY_EVENTS_SCRIPT } from './early-events';

// Once, as the page's head runs it (it listens on the document).
new Function(EARLY_EVENTS_SCRIPT)();

function page() {
  document.documentElement.removeAttribute('data-live');
  document.body.innerHTML =
    '<div><input id="code" name="code" /><button id="check" type="button">Check</button></div>';
  const input = document.getElementById('code') as HTMLInputElement;
  const button = document.getElementById('check') as HTMLButtonElement;
  // The app's state of the field, as a controlled input's onChange keeps it, and what its button's handler read.
  const app = { value: '', checked: [] as string[] };
  /** React takes the elements over: its handlers run from now on. */
  const goLive = () => {
    for (const el of [input, button]) Object.assign(el, { __reactProps$test: {} });
    input.addEventListener('input', () => {
      app.value = input.value;
    });
    button.addEventListener('click', () => app.checked.push(app.value));
    document.documentElement.setAttribute('data-live', '');
  };
  return { input, button, app, goLive };
}

/** A person types into the field (the browser sets the value and says so). */
function type(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('taps and typing before the page is live', () => {
  it('a field typed before it was live is set again before a tap on a live button is handled', () => {
    const { input, button, app, goLive } = page();
    type(input, 'atl-sk6p-5bgx');
    // The elements come alive between the typing and the tap, before the script's next turn.
    goLive();
    button.click();
    expect(app.checked).toEqual(['atl-sk6p-5bgx']);
  });

  it('a tap before the page is live is kept and done once it is, with what was typed', async () => {
    const { input, button, app, goLive } = page();
    type(input, 'ATL-2222-2222');
    button.click();
    expect(app.checked).toEqual([]);
    expect(button.getAttribute('aria-busy')).toBe('true');
    goLive();
    document.dispatchEvent(new Event('atelje:live'));
    await expect.poll(() => app.checked).toEqual(['ATL-2222-2222']);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });
});
