import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** The signed-in user's private calendar feed: the https address, the same as webcal:, and its QR code as SVG. */
export const calendarFeed = lazySchema(() => z.object({ url: z.string(), webcal_url: z.string(), qr_svg: z.string() }));
export type CalendarFeed = z.infer<typeof calendarFeed>;
