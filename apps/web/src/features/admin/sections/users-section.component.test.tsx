// The dashboard's users section in a DOM (spec 001 §3, §9): the table, the pager's window of 10 pages, and the
// add/edit form's checks and save, in both languages.
import {
  type AdminUser,
  adminErrorResponseSchema,
  adminUserCreateSchema,
  adminUserEditResponseSchema,
  adminUserListResponseSchema,
  adminUserSaveResponseSchema,
  adminUserUpdateSchema,
  USERS_PER_PAGE,
} from '@atelje/shared/admin/schemas';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, test } from 'vitest';
import { errorOf } from '../../../test-support/queries';
import { renderApp } from '../../../test-support/render';
import { api, readBody, reply, server, serverText } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import { UsersSection } from './users-section';

const TOTAL = 372; // 25 pages of 15

function userAt(index: number): AdminUser {
  return {
    id: index + 1,
    name: `Polaznik ${index + 1}`,
    email: `polaznik${index + 1}@example.com`,
    role: index === 0 ? 'admin' : 'user',
    created_at: '2026-03-01T09:00:00.000Z',
  };
}

/** GET /admin/users?page=N over TOTAL users; returns the pages asked for. */
function usersApi(): number[] {
  const asked: number[] = [];
  const last = Math.ceil(TOTAL / USERS_PER_PAGE);
  server.use(
    http.get(api('/admin/users'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      asked.push(page);
      const from = (page - 1) * USERS_PER_PAGE;
      const data = Array.from({ length: Math.min(USERS_PER_PAGE, TOTAL - from) }, (_, i) => userAt(from + i));
      const paging = { current_page: page, last_page: last, per_page: USERS_PER_PAGE, total: TOTAL };
      return reply(adminUserListResponseSchema, { success: true, ...paging, data, pagination: paging });
    }),
  );
  return asked;
}

const pageNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => Number(button.textContent));

describe.each(LANGUAGES)('users table and pager (%s)', (language) => {
  test('the first page shows 15 users, pages 1–10 and the info line', async () => {
    usersApi();
    await renderApp(<UsersSection />, { language });

    const table = await screen.findByTestId('users-table');
    expect(within(table).getAllByRole('row')).toHaveLength(USERS_PER_PAGE + 1);
    expect(within(table).getByText('polaznik1@example.com')).toBeTruthy();
    expect(within(table).getByText(text(language, 'admin:users.roles.admin'))).toBeTruthy();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(
      screen.getByText(text(language, 'admin:users.info', { from: 1, to: 15, total: TOTAL })),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: text(language, 'admin:common.pagination') });
    expect(
      (within(nav).getByRole('button', { name: text(language, 'admin:common.first') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(
      within(nav)
        .getByRole('button', { name: text(language, 'admin:common.page', { page: 1 }) })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  test('moving on keeps a window of 10 pages around the current one, up to the last', async () => {
    const asked = usersApi();
    const { user } = await renderApp(<UsersSection />, { language });
    await screen.findByTestId('users-table');

    await user.click(screen.getByRole('button', { name: text(language, 'admin:common.page', { page: 10 }) }));
    await waitFor(() => expect(pageNumbers()).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15]));
    expect(screen.getByText('polaznik136@example.com')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: text(language, 'admin:common.last') }));
    await waitFor(() => expect(pageNumbers()).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25]));
    expect(
      screen.getByText(text(language, 'admin:users.info', { from: 361, to: TOTAL, total: TOTAL })),
    ).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: text(language, 'admin:common.next') }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: text(language, 'admin:common.previous') }));
    await waitFor(() => expect(screen.getByText('polaznik346@example.com')).toBeTruthy());
    expect(asked).toEqual([1, 10, 25, 24]);
  });
});

describe.each(LANGUAGES)('the user form (%s)', (language) => {
  const field = (key: string) => screen.getByLabelText(text(language, `admin:users.${key}`));
  const save = () => screen.getByRole('button', { name: text(language, 'admin:common.save') });

  test('a new user needs a name, an e-mail, a role and a password', async () => {
    usersApi();
    const { user } = await renderApp(<UsersSection />, { language });
    await screen.findByTestId('users-table');
    await user.click(screen.getByRole('button', { name: text(language, 'admin:users.add') }));

    await user.click(save());

    expect(errorOf(field('name'))).toBe(text(language, 'admin:users.required.name'));
    expect(errorOf(field('email'))).toBe(text(language, 'admin:users.required.email'));
    expect(errorOf(field('role'))).toBe(text(language, 'admin:users.required.role'));
    expect(errorOf(field('password'))).toBe(text(language, 'admin:users.required.password'));
  });

  test('a new user is saved, announced and the form closes', async () => {
    usersApi();
    const sent: unknown[] = [];
    server.use(
      http.post(api('/admin/users'), async ({ request }) => {
        const body = await readBody(request, adminUserCreateSchema);
        sent.push(body);
        return reply(
          adminUserSaveResponseSchema,
          { success: true, message: 'ok', data: { ...userAt(500), assigned_course_ids: [] } },
          { status: 201 },
        );
      }),
    );
    const { user } = await renderApp(<UsersSection />, { language });
    await screen.findByTestId('users-table');
    await user.click(screen.getByRole('button', { name: text(language, 'admin:users.add') }));
    await user.type(field('name'), 'Nova Polaznica');
    await user.type(field('email'), 'nova@example.com');
    await user.selectOptions(field('role'), 'user');
    await user.type(field('password'), 'Tajna123!');

    await user.click(save());

    expect(await screen.findByText(text(language, 'admin:users.added'))).toBeTruthy();
    expect(sent).toEqual([
      { name: 'Nova Polaznica', email: 'nova@example.com', role: 'user', password: 'Tajna123!' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: text(language, 'admin:common.save') })).toBeNull(),
    );
  });

  test("editing loads the user, saves the courses, and shows the server's refusal with its details", async () => {
    usersApi();
    const sent: unknown[] = [];
    const course = (id: number, title: string) => ({
      id,
      title,
      description: 'Opis kursa',
      type: 'lifestyle' as const,
      access_months: 12,
      cover_url: null,
    });
    server.use(
      http.get(api('/admin/users/2/edit'), () =>
        reply(adminUserEditResponseSchema, {
          success: true,
          data: { ...userAt(1), locale: 'sr-Cyrl', assigned_course_ids: [5] },
          all_courses: [course(5, 'Akvarel'), course(6, 'Enterijer')],
          assigned_course_ids: [5],
        }),
      ),
      http.post(api('/admin/users/2'), async ({ request }) => {
        sent.push(await readBody(request, adminUserUpdateSchema));
        const message = serverText(request, 'email.taken');
        return HttpResponse.json(
          adminErrorResponseSchema.parse({
            success: false,
            message: serverText(request, 'generic.validation'),
            error_details: message,
            errors: { email: [message] },
          }),
          { status: 422 },
        );
      }),
    );
    const { user } = await renderApp(<UsersSection />, { language });
    await screen.findByTestId('users-table');
    await user.click(
      screen.getByRole('button', { name: `${text(language, 'admin:common.edit')} polaznik2@example.com` }),
    );
    await waitFor(() => expect((field('name') as HTMLInputElement).value).toBe('Polaznik 2'));
    expect((screen.getByLabelText(/Akvarel/) as HTMLInputElement).checked).toBe(true);
    // The account's language of e-mails and documents, shown read-only (ADR 088).
    expect(screen.getByTestId('admin-user-locale').textContent).toContain(
      text(language, 'admin:users.localeNames.srCyrl'),
    );
    await user.click(screen.getByLabelText(/Enterijer/));

    await user.click(save());

    const expected = text(language, 'admin:common.withDetails', {
      message: text(language, 'errors:generic.validation'),
      details: text(language, 'errors:email.taken'),
    });
    expect((await screen.findByRole('alert')).textContent).toBe(expected);
    // No new password: the field is left out; the courses are the ticked ones.
    expect(sent).toEqual([
      { name: 'Polaznik 2', email: 'polaznik2@example.com', role: 'user', courses: [5, 6] },
    ]);
    expect(save()).toBeTruthy();
  });
});
