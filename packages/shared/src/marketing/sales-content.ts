// Content of the paid sales pages (interior "Dizajniraj svoj prostor", men's and women's style, /{name}-new).
import { z } from 'zod';
import { landingSeoSchema } from './content-blocks';

export const salesLandingContentSchema = z.looseObject({ seo: landingSeoSchema });
export type SalesLandingContent = z.infer<typeof salesLandingContentSchema>;

export const newSalesContentSchema = z.looseObject({ seo: landingSeoSchema });
export type NewSalesContent = z.infer<typeof newSalesContentSchema>;
