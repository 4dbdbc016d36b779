import { z } from 'zod';

// ---- Roles (docs/product.md#roles-and-permissions) ----

export const ROLES = [
  'super_admin',
  'system_admin',
  'hr_director',
  'hr_manager',
  'recruiter',
  'hiring_manager',
  'compliance_officer',
  'auditor',
  'candidate',
  'vendor',
] as const;
export const roleSchema = z.enum(ROLES, { error: 'Unknown role' });
export type Role = z.infer<typeof roleSchema>;

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export const roleLabels = {
  super_admin: 'Super Administrator',
  system_admin: 'System Administrator',
  hr_director: 'HR Director',
  hr_manager: 'HR Manager',
  recruiter: 'Recruiter',
  hiring_manager: 'Hiring Manager',
  compliance_officer: 'Compliance Officer',
  auditor: 'Auditor',
  candidate: 'Candidate',
  vendor: 'Vendor',
} as const satisfies Record<Role, string>;

/** Rank for role-access checks: a user can access a role whose rank is at most theirs. */
export const roleRanks = {
  super_admin: 10,
  system_admin: 9,
  hr_director: 8,
  compliance_officer: 7,
  hr_manager: 6,
  hiring_manager: 5,
  auditor: 4,
  recruiter: 3,
  vendor: 2,
  candidate: 1,
} as const satisfies Record<Role, number>;

// ---- Permissions (docs/product.md#roles-and-permissions) ----

export const PERMISSIONS = [
  'system_config',
  'user_management',
  'billing_management',
  'initiate_verification',
  'view_all_verifications',
  'view_department_verifications',
  'view_own_verifications',
  'approve_verifications',
  'reject_verifications',
  'view_pii',
  'view_criminal_records',
  'view_financial_data',
  'export_data',
  'view_audit_logs',
  'generate_compliance_reports',
  'manage_retention_policies',
  'upload_documents',
  'view_own_status',
  'update_profile',
] as const;
export const permissionSchema = z.enum(PERMISSIONS);
export type Permission = z.infer<typeof permissionSchema>;

/**
 * The permissions that let a member see verifications at all (the organisation's, their
 * department's, or their own); holding any one of them opens the verification pages.
 */
export const VIEW_PERMISSIONS = [
  'view_all_verifications',
  'view_department_verifications',
  'view_own_verifications',
] as const satisfies readonly Permission[];
export type ViewPermission = (typeof VIEW_PERMISSIONS)[number];

/** How a permission is named to people (messages, role descriptions). */
export const permissionLabels = {
  system_config: 'System configuration',
  user_management: 'User management',
  billing_management: 'Billing management',
  initiate_verification: 'Initiate verifications',
  view_all_verifications: 'View all verifications',
  view_department_verifications: 'View department verifications',
  view_own_verifications: 'View own verifications',
  approve_verifications: 'Approve verifications',
  reject_verifications: 'Reject verifications',
  view_pii: 'View PII',
  view_criminal_records: 'View criminal records',
  view_financial_data: 'View financial data',
  export_data: 'Export data',
  view_audit_logs: 'View audit logs',
  generate_compliance_reports: 'Generate compliance reports',
  manage_retention_policies: 'Manage retention policies',
  upload_documents: 'Upload documents',
  view_own_status: 'View own status',
  update_profile: 'Update profile',
} as const satisfies Record<Permission, string>;

/** The grant table (docs/product.md#roles-and-permissions). */
export const ROLE_GRANTS = {
  super_admin: [
    'system_config',
    'user_management',
    'billing_management',
    'view_all_verifications',
    'approve_verifications',
    'reject_verifications',
    'view_pii',
    'view_criminal_records',
    'view_financial_data',
    'export_data',
    'view_audit_logs',
    'generate_compliance_reports',
    'manage_retention_policies',
  ],
  system_admin: [
    'system_config',
    'user_management',
    'view_all_verifications',
    'view_audit_logs',
    'generate_compliance_reports',
  ],
  hr_director: [
    'initiate_verification',
    'view_all_verifications',
    'approve_verifications',
    'reject_verifications',
    'view_pii',
    'view_criminal_records',
    'export_data',
    'generate_compliance_reports',
  ],
  hr_manager: [
    'initiate_verification',
    'view_department_verifications',
    'approve_verifications',
    'view_pii',
    'view_criminal_records',
    'export_data',
  ],
  recruiter: ['initiate_verification', 'view_own_verifications', 'view_pii'],
  hiring_manager: [
    'initiate_verification',
    'view_department_verifications',
    'approve_verifications',
    'view_pii',
  ],
  compliance_officer: [
    'view_all_verifications',
    'view_audit_logs',
    'generate_compliance_reports',
    'manage_retention_policies',
    'view_pii',
    'view_criminal_records',
    'view_financial_data',
  ],
  auditor: ['view_all_verifications', 'view_audit_logs', 'generate_compliance_reports', 'export_data'],
  candidate: ['upload_documents', 'view_own_status', 'update_profile'],
  vendor: ['view_own_verifications', 'upload_documents'],
} as const satisfies Record<Role, readonly Permission[]>;

/** The union of the grants of every role held, in the order of PERMISSIONS. */
export function permissionsOf(roles: readonly Role[]): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) {
    for (const permission of ROLE_GRANTS[role]) granted.add(permission);
  }
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/** The highest rank among the roles held; 0 when none. */
export function rankOf(roles: readonly Role[]): number {
  return roles.reduce((highest, role) => Math.max(highest, roleRanks[role]), 0);
}

export function hasPermission(roles: readonly Role[], permission: Permission): boolean {
  return roles.some((role) => (ROLE_GRANTS[role] as readonly Permission[]).includes(permission));
}

/** True when the actor's highest rank is greater than or equal to the target role's rank. */
export function canAccessRole(actorRoles: readonly Role[], targetRole: Role): boolean {
  return rankOf(actorRoles) >= roleRanks[targetRole];
}

/**
 * Permissions that include another: who sees every verification also sees their department's and
 * their own, so they may grant those narrower views.
 */
const WIDER_PERMISSIONS: Partial<Record<Permission, readonly Permission[]>> = {
  view_department_verifications: ['view_all_verifications'],
  view_own_verifications: ['view_all_verifications', 'view_department_verifications'],
};

/**
 * The permissions that giving `roles` to someone would grant and the granter does not hold, in
 * the order of PERMISSIONS. Nobody grants a permission they do not hold: empty means allowed.
 */
export function ungrantedPermissions(granterRoles: readonly Role[], roles: readonly Role[]): Permission[] {
  const held = new Set(permissionsOf(granterRoles));
  const covered = (permission: Permission) =>
    held.has(permission) || (WIDER_PERMISSIONS[permission] ?? []).some((wider) => held.has(wider));
  return permissionsOf(roles).filter((permission) => !covered(permission));
}

/**
 * Whether the granter may give these roles: each is ranked at or below the granter's highest
 * rank, and together they grant no permission the granter lacks.
 */
export function canGrantRoles(granterRoles: readonly Role[], roles: readonly Role[]): boolean {
  return (
    roles.every((role) => canAccessRole(granterRoles, role)) &&
    ungrantedPermissions(granterRoles, roles).length === 0
  );
}

/** The roles the granter may give (each one on its own passes canGrantRoles). */
export function grantableRoles(granterRoles: readonly Role[]): Role[] {
  return ROLES.filter((role) => canGrantRoles(granterRoles, [role]));
}

/** Why a grant is refused, naming the permissions the granter lacks; null when it is allowed. */
export function grantRefusal(granterRoles: readonly Role[], roles: readonly Role[]): string | null {
  const outranked = roles.find((role) => !canAccessRole(granterRoles, role));
  if (outranked) return `You cannot grant a role ranked above your own (${roleLabels[outranked]}).`;
  const missing = ungrantedPermissions(granterRoles, roles).map((p) => permissionLabels[p]);
  if (missing.length === 0) return null;
  const list =
    missing.length === 1
      ? missing[0]
      : `${missing.slice(0, -1).join(', ')} and ${missing[missing.length - 1]}`;
  return `You cannot grant ${list} because you do not hold ${missing.length === 1 ? 'it' : 'them'}. Choose roles whose permissions you hold, or ask an administrator who holds ${missing.length === 1 ? 'it' : 'them'}.`;
}

/** Anything that holds roles: a session user, a membership, a test actor. */
export type Actor = { roles: readonly Role[] };

/** Whether the actor may do something. Services enforce it; the client only uses it to hide UI. */
export function can(actor: Actor, permission: Permission): boolean {
  return hasPermission(actor.roles, permission);
}

/** The roles given to the person who registers an organisation (docs/product.md#roles-and-permissions). */
export const ORGANISATION_OWNER_ROLES = ['super_admin', 'hr_director'] as const satisfies readonly Role[];

/**
 * Which verifications a member may see (docs/product.md#view-scopes): the whole organisation, their
 * department, only those they initiated, or none. The widest permission held wins.
 */
export type VerificationVisibility = 'organisation' | 'department' | 'own' | 'none';

export function verificationVisibility(roles: readonly Role[]): VerificationVisibility {
  if (hasPermission(roles, 'view_all_verifications')) return 'organisation';
  if (hasPermission(roles, 'view_department_verifications')) return 'department';
  if (hasPermission(roles, 'view_own_verifications')) return 'own';
  return 'none';
}
