// Toasts on demand (lib/toast.ts, ADR 067): no toast container, and so no react-toastify code, until the first
// toast is asked for; that toast then shows, as do the ones after it.
import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../test-support/render';
import { toast } from './toast';

function Notifier() {
  return (
    <>
      <button type="button" onClick={() => toast.success('Sačuvano')}>
        success
      </button>
      <button type="button" onClick={() => toast.warning('Pažnja', { autoClose: 3000 })}>
        warning
      </button>
    </>
  );
}

test('mounts the toast container with the first toast, which then shows', async () => {
  const { user } = await renderApp(<Notifier />);
  // Had the page mounted the container, its (lazy) code would be in and rendered by now.
  await act(async () => {
    await import('react-toastify');
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(document.querySelector('.Toastify')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'success' }));
  expect(await screen.findByText('Sačuvano')).toBeDefined();
  expect(document.querySelector('.Toastify')).not.toBeNull();

  await user.click(screen.getByRole('button', { name: 'warning' }));
  expect(await screen.findByText('Pažnja')).toBeDefined();
});
