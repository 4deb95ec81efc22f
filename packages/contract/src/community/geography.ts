// Geography: the country, state and city selects.
import { z } from 'zod';

export const GeoCountry = z.object({ code: z.string(), name: z.string() });
export type GeoCountry = z.infer<typeof GeoCountry>;
export const GeoState = z.object({ code: z.string(), name: z.string() });
export type GeoState = z.infer<typeof GeoState>;
export const GeoCity = z.object({ name: z.string() });
export type GeoCity = z.infer<typeof GeoCity>;
