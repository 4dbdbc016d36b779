import { isRole, type Role } from '@candor/contracts';
import type { MembershipRow } from './accounts.repo.js';

/** A membership's roles, stored comma-separated in one column (docs/decisions). */
export const rolesOf = (membership: Pick<MembershipRow, 'role'>): Role[] =>
  membership.role
    .split(',')
    .map((r) => r.trim())
    .filter(isRole);
