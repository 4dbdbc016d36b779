import { z } from 'zod';

/**
 * GET /api/organisation/administrators: who manages the organisation's members (user_management),
 * by name only, so that any member can tell whom to ask (a department, a role, access).
 */
export const administratorsResponseSchema = z.object({
  success: z.literal(true),
  administrators: z.array(z.object({ name: z.string() })),
});
export type AdministratorsResponse = z.infer<typeof administratorsResponseSchema>;

/** What a department-scoped member without a department is told (the list names whom to ask). */
export const NO_DEPARTMENT_TITLE = 'You are not in a department yet';
export const NO_DEPARTMENT_MESSAGE =
  'Your role shows the verifications of your department and those you invited yourself. Until an administrator sets your department, you only see the ones you invited.';
