import { z } from 'zod';
import { messages } from '../messages';

export const loginBody = z.strictObject({
  username: z.string().trim().min(1, messages.usernameAndPasswordRequired).max(100),
  password: z.string().min(1, messages.usernameAndPasswordRequired).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const tokenResponse = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const validateResponse = z.object({ user_id: z.number().int(), role: z.enum(['user', 'admin']) });
export type ValidateResponse = z.infer<typeof validateResponse>;

export const impersonateBody = z.strictObject({ user_id: z.number().int().positive().max(2_147_483_647) });
