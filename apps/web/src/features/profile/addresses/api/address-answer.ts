import type { addressAnswerSchema } from '@shop/domain';
import type { z } from 'zod';

/** The answer of a call that saves one address: the address as stored. */
export type AddressAnswer = z.infer<typeof addressAnswerSchema>;
