// The administrator's instructor list and instructor form.
import { z } from 'zod';
import { adminDataResponseSchema } from './fields';
import { storedFile } from './form-values';

export const adminInstructorRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  course_count: z.number().int(),
});
export const adminInstructorListResponseSchema = adminDataResponseSchema(z.array(adminInstructorRowSchema));

export const adminInstructorSchema = adminInstructorRowSchema.extend({
  slug: z.string().nullable(),
  field: z.string(),
  specialty: z.string(),
  bio: z.string(),
  bio_en: z.string(),
  trailer_video: storedFile,
  image: storedFile,
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type AdminInstructor = z.infer<typeof adminInstructorSchema>;
export const adminInstructorResponseSchema = adminDataResponseSchema(adminInstructorSchema);

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z.string().trim().max(max, 'generic.validation').optional(),
  );

/** The instructor form (multipart; the file `trailer_video` must be a video). */
export const adminInstructorFormSchema = z.object({
  name: z
    .string({ error: 'admin.instructor.nameRequired' })
    .trim()
    .min(1, 'admin.instructor.nameRequired')
    .max(120, 'name.max'),
  email: z
    .string({ error: 'admin.instructor.emailRequired' })
    .trim()
    .min(1, 'admin.instructor.emailRequired')
    .max(254, 'email.invalid')
    .email('email.invalid')
    .transform((value) => value.toLowerCase()),
  bio: optionalText(20_000),
  bio_en: optionalText(20_000),
  field: optionalText(200),
  specialty: optionalText(200),
});
export type AdminInstructorForm = z.input<typeof adminInstructorFormSchema>;

export const INSTRUCTOR_TRAILER_MAX_BYTES = 1024 * 1024 * 1024;
