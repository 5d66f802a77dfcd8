import type { adminUserAnswerSchema } from '@shop/domain';
import type { z } from 'zod';

/** The answer of a call that changes one user: the user as it is now. */
export type UserAnswer = z.infer<typeof adminUserAnswerSchema>;
