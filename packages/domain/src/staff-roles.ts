import { z } from 'zod';
import { emailSchema, languageSchema } from './auth.schemas.ts';
import { STAFF_ROLES } from './staff-permissions.ts';

/** The roles and their permissions live apart from the schemas below, so the web's first load has them without zod. */
export * from './staff-permissions.ts';

/** POST /api/staff: an owner invites a member of staff, who sets a password from the mailed link. */
export const staffInviteSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, 'nameRequired').max(200, 'tooLong'),
  role: z.enum(STAFF_ROLES),
  language: languageSchema.optional(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PATCH /api/staff/:id: a new role, or deactivation (there is always at least one active owner). */
export const staffPatchSchema = z
  .object({
    role: z.enum(STAFF_ROLES).optional(),
    is_active: z.boolean().optional(),
  })
  .refine((patch) => patch.role !== undefined || patch.is_active !== undefined, 'staffChangeRequired');
export type StaffPatch = z.infer<typeof staffPatchSchema>;

/** A member of staff as GET /api/staff lists them. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  is_active: z.boolean(),
  /** Whether the invitation is still waiting for a password. */
  invitation_pending: z.boolean(),
  /** Whether two-factor sign-in is on. */
  mfa_enabled: z.boolean(),
  created_at: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListAnswerSchema = z.object({ staff: z.array(staffMemberSchema) });
