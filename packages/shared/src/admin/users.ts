// The administrator's user list and user form.
import { z } from 'zod';
import { emailField, newPasswordField, roleSchema } from '../auth/schemas';
import { courseTypeSchema } from '../catalog/schemas';
import { accountLocaleSchema } from '../profile/schemas';
import {
  adminDataResponseSchema,
  adminLengthAwarePageSchema,
  adminPageQuerySchema,
  USERS_PER_PAGE,
} from './fields';
import { blank, idList } from './form-values';

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = adminPageQuerySchema(USERS_PER_PAGE);
export const adminUserListResponseSchema = adminLengthAwarePageSchema.extend({
  success: z.literal(true),
  data: z.array(adminUserSchema),
  pagination: adminLengthAwarePageSchema,
});

export const adminCourseOptionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Whole; the form cuts it at 300 characters. */
  description: z.string(),
  type: courseTypeSchema,
  access_months: z.number().int(),
  cover_url: z.string().nullable(),
});
export const adminUserEditResponseSchema = z.object({
  success: z.literal(true),
  data: adminUserSchema.extend({
    /** The language and script of the account's e-mails and documents (ADR 088); the owner changes it. */
    locale: accountLocaleSchema,
    assigned_course_ids: z.array(z.number().int()),
  }),
  all_courses: z.array(adminCourseOptionSchema),
  /** Courses the user can open now (any source: purchase, membership, administrator). */
  assigned_course_ids: z.array(z.number().int()),
});

const userCommon = {
  name: z.string({ error: 'name.required' }).trim().min(1, 'name.required').max(120, 'name.max'),
  email: emailField,
  role: z.preprocess(blank, z.enum(roleSchema.options, { error: 'admin.user.roleRequired' })),
  /** When present, exactly these courses stay open to the user (ids as strings or numbers). */
  courses: idList('admin.user.courseNotFound').optional(),
};
export const adminUserCreateSchema = z.object({ ...userCommon, password: newPasswordField });
export const adminUserUpdateSchema = z.object({
  ...userCommon,
  password: z.preprocess(blank, newPasswordField.optional()),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

export const adminUserSaveResponseSchema = adminDataResponseSchema(
  adminUserSchema.extend({ assigned_course_ids: z.array(z.number().int()) }),
);
