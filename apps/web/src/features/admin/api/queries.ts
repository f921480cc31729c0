// The dashboard's reads (one query hook per admin list or record) and their cache keys.
import type { AdminOrderStateFilter, AdminSlipStatusFilter } from '@atelje/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiResponse, api } from '../../../lib/api-client';

/** A message of the development mail outbox, as GET /admin/mail-outbox lists it. */
export type OutboxMessage = ApiResponse<'get', '/admin/mail-outbox'>['data'][number];

export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  activities: ['admin', 'activities'] as const,
  slips: (status: string, page: number) => ['admin', 'slips', status, page] as const,
  users: (page: number) => ['admin', 'users', page] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  orders: (page: number, state: AdminOrderStateFilter = 'all') => ['admin', 'orders', state, page] as const,
  order: (id: number) => ['admin', 'order', id] as const,
  courses: ['admin', 'courses'] as const,
  course: (id: number) => ['admin', 'course', id] as const,
  categories: ['admin', 'categories'] as const,
  instructors: ['admin', 'instructors'] as const,
  instructor: (id: number) => ['admin', 'instructor', id] as const,
  vouchers: ['admin', 'vouchers'] as const,
  gifts: (page: number) => ['admin', 'gifts', page] as const,
  giftCards: (page: number) => ['admin', 'gift-cards', page] as const,
  mail: (page: number, to: string) => ['admin', 'mail', page, to] as const,
  failedMail: (page: number) => ['admin', 'mail', 'failed', page] as const,
};

export const useAdminStats = () =>
  useQuery({
    queryKey: adminKeys.stats,
    queryFn: ({ signal }) => api.get('/admin/dashboard/stats', { signal }),
    select: (answer) => answer.data,
    retry: 1,
  });

export const useAdminActivities = () =>
  useQuery({
    queryKey: adminKeys.activities,
    queryFn: ({ signal }) => api.get('/admin/dashboard/activities', { signal }),
    select: (answer) => answer.data,
    retry: 1,
  });

export const useAdminSlips = (status: AdminSlipStatusFilter, page: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.slips(status, page),
    queryFn: ({ signal }) => api.get('/admin/uplatnice', { query: { status, per_page: 20, page }, signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });

export const useAdminUsers = (page: number) =>
  useQuery({
    queryKey: adminKeys.users(page),
    queryFn: ({ signal }) => api.get('/admin/users', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminUser = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.user(id ?? 0),
    queryFn: ({ signal }) => api.get('/admin/users/{id}/edit', { path: { id: id! }, signal }),
    enabled: id !== null,
    gcTime: 0,
  });

export const useAdminOrders = (page: number, state: AdminOrderStateFilter = 'all') =>
  useQuery({
    queryKey: adminKeys.orders(page, state),
    queryFn: ({ signal }) =>
      api.get('/admin/orders', { query: { page, state: state === 'all' ? undefined : state }, signal }),
    placeholderData: keepPreviousData,
  });

export const useAdminOrder = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.order(id ?? 0),
    queryFn: ({ signal }) => api.get('/admin/orders/{id}', { path: { id: id! }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
  });

export const useAdminCourses = () =>
  useQuery({
    queryKey: adminKeys.courses,
    queryFn: ({ signal }) => api.get('/admin/courses', { signal }),
    select: (answer) => answer.data,
  });

export const useAdminCourse = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.course(id ?? 0),
    queryFn: ({ signal }) => api.get('/admin/courses/{id}/edit', { path: { id: id! }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
    gcTime: 0,
  });

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  children: Array<{ id: number; slug: string; name: string }>;
}

export const useCategoryTree = () =>
  useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) => api.get('/categories', { signal }),
    staleTime: 5 * 60_000,
  });

export interface AdminInstructorRow {
  id: number;
  name: string;
  email: string;
  course_count: number;
}

export const useAdminInstructors = () =>
  useQuery({
    queryKey: adminKeys.instructors,
    queryFn: ({ signal }) => api.get('/admin/instructors', { signal }),
    select: (answer) => answer.data,
  });

export const useAdminInstructor = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.instructor(id ?? 0),
    queryFn: ({ signal }) => api.get('/admin/instructors/{id}/edit', { path: { id: id! }, signal }),
    select: (answer) => answer.data,
    enabled: id !== null,
    gcTime: 0,
  });

export const useAdminVouchers = () =>
  useQuery({
    queryKey: adminKeys.vouchers,
    queryFn: ({ signal }) => api.get('/admin/vouchers', { query: { per_page: 100 }, signal }),
    select: (answer) => answer.data,
  });

export const useMailOutbox = (page: number, to: string) =>
  useQuery({
    queryKey: adminKeys.mail(page, to),
    queryFn: ({ signal }) =>
      api.get('/admin/mail-outbox', { query: { page, per_page: 20, to: to || undefined }, signal }),
    placeholderData: keepPreviousData,
  });

/** E-mails whose every attempt failed (ADR 029), newest first. */
export const useFailedMail = (page: number, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.failedMail(page),
    queryFn: ({ signal }) =>
      api.get('/admin/mail-messages', { query: { status: 'dead', page, per_page: 20 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Courses bought as gifts (ADR 044), 20 a page. */
export const useAdminGifts = (page: number) =>
  useQuery({
    queryKey: adminKeys.gifts(page),
    queryFn: ({ signal }) => api.get('/admin/gifts', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Gift cards with their balance and history (ADR 044), 20 a page. */
export const useAdminGiftCards = (page: number) =>
  useQuery({
    queryKey: adminKeys.giftCards(page),
    queryFn: ({ signal }) => api.get('/admin/gift-cards', { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
