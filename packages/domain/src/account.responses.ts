import { z } from 'zod';
import { okAnswer } from './answer.ts';
import { adminUserSchema, paginationSchema, userSchema } from './user.schemas.ts';

/** Answers of /api/auth and /api/users/admin (the reference at /api/openapi.json). */
export const messageAnswerSchema = okAnswer({ message: z.string() });
export const loginAnswerSchema = okAnswer({ token: z.string(), user: userSchema });
export const meAnswerSchema = okAnswer({ user: userSchema });
export const profileUpdatedAnswerSchema = okAnswer({ user: userSchema, message: z.string() });
export const passwordChangedAnswerSchema = okAnswer({ token: z.string(), message: z.string() });
export const resetTokenAnswerSchema = okAnswer({ valid: z.boolean() });

export const adminUserAnswerSchema = okAnswer({ user: adminUserSchema, message: z.string().optional() });
export const adminUsersAnswerSchema = okAnswer({ users: z.array(adminUserSchema), pagination: paginationSchema });
export const userDeletedAnswerSchema = okAnswer({ message: z.string(), anonymised: z.boolean() });

export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export type AdminUsersAnswer = z.infer<typeof adminUsersAnswerSchema>;
