// Building blocks of the landing pages' structured content (spec 000 §3 "Static content"). Each page's content
// lives in site_settings under `landing:<key>` as `{ sr, en }`, so texts, testimonials, modules, FAQ, lists,
// prices and images change without touching components.
import { z } from 'zod';

/** A testimonial: name, optional city or profession, the quote, an optional portrait URL. */
export const landingTestimonialSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  city: z.string().nullish(),
  text: z.string().min(1),
  image: z.string().nullish(),
});
export type LandingTestimonial = z.infer<typeof landingTestimonialSchema>;

/** An accordion entry: a module, a suggestion, a "not for everyone" point or an FAQ question. */
export const landingItemSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
});
export type LandingItem = z.infer<typeof landingItemSchema>;

/** A feature tile or icon: an icon name the web app knows, a title and a line of text. */
export const landingTileSchema = z.object({ icon: z.string(), title: z.string(), text: z.string() });
export type LandingTile = z.infer<typeof landingTileSchema>;

/** A titled bullet list ("is this course for you", "what you get", the learning list). */
export const landingListSchema = z.object({ title: z.string(), items: z.array(z.string().min(1)) });
export type LandingList = z.infer<typeof landingListSchema>;

/** The page's `<title>`, description and sharing image (written into the HTML by the server). */
export const landingSeoSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  image: z.string().nullish(),
});
export type LandingSeo = z.infer<typeof landingSeoSchema>;

/** A block with a title and paragraphs (instructor bio, guarantee, how the course works). */
export const landingTextBlockSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
  image: z.string().nullish(),
});
export type LandingTextBlock = z.infer<typeof landingTextBlockSchema>;
