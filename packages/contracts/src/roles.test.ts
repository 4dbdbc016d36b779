import { describe, it, expect } from 'vitest';
import {
  PERMISSIONS,
  VIEW_PERMISSIONS,
  verificationVisibility,
  ROLES,
  ROLE_GRANTS,
  can,
  canAccessRole,
  canGrantRoles,
  grantRefusal,
  grantableRoles,
  permissionLabels,
  ungrantedPermissions,
  hasPermission,
  permissionsOf,
  rankOf,
  roleLabels,
  roleRanks,
  roleSchema,
  type Permission,
  type Role,
} from './roles.js';

/** The roles table of docs/product.md#roles-and-permissions, written out independently of roles.ts. */
const SPEC_TABLE = `
super_admin | system_config, user_management, billing_management, view_all_verifications, approve, reject, view_pii, view_criminal_records, view_financial_data, export_data, view_audit_logs, generate_compliance_reports, manage_retention_policies
system_admin | system_config, user_management, view_all_verifications, view_audit_logs, generate_compliance_reports
hr_director | initiate_verification, view_all_verifications, approve, reject, view_pii, view_criminal_records, export_data, generate_compliance_reports
hr_manager | initiate_verification, view_department_verifications, approve, view_pii, view_criminal_records, export_data
recruiter | initiate_verification, view_own_verifications, view_pii
hiring_manager | initiate_verification, view_department_verifications, approve, view_pii
compliance_officer | view_all_verifications, view_audit_logs, generate_compliance_reports, manage_retention_policies, view_pii, view_criminal_records, view_financial_data
auditor | view_all_verifications, view_audit_logs, generate_compliance_reports, export_data
candidate | upload_documents, view_own_status, update_profile
vendor | view_own_verifications, upload_documents
`;

function specGrants(): Map<string, string[]> {
  const grants = new Map<string, string[]>();
  for (const line of SPEC_TABLE.trim().split('\n')) {
    const [role = '', list = ''] = line.split('|').map((part) => part.trim());
    const permissions = list
      .split(',')
      .map((p) => p.trim())
      .map((p) => (p === 'approve' ? 'approve_verifications' : p === 'reject' ? 'reject_verifications' : p));
    grants.set(role, permissions);
  }
  return grants;
}

describe('roles', () => {
  it('are the ten documented roles with their labels', () => {
    expect(ROLES).toHaveLength(10);
    expect(roleLabels).toEqual({
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
    });
    expect(roleSchema.safeParse('admin').success).toBe(false);
  });

  it('have the documented ranks', () => {
    expect(roleRanks).toEqual({
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
    });
  });

  it('there are 19 distinct permissions', () => {
    expect(PERMISSIONS).toHaveLength(19);
    expect(new Set(PERMISSIONS).size).toBe(19);
  });
});

describe('grant table', () => {
  const spec = specGrants();

  it('covers every role', () => {
    expect([...spec.keys()].sort()).toEqual([...ROLES].sort());
  });

  it.each(ROLES)('%s has exactly its documented grants', (role) => {
    const expected = spec.get(role) ?? [];
    expect([...ROLE_GRANTS[role]].sort()).toEqual([...expected].sort());
    expect(permissionsOf([role]).sort()).toEqual([...expected].sort());
    for (const permission of PERMISSIONS) {
      expect(hasPermission([role], permission), `${role} ${permission}`).toBe(expected.includes(permission));
    }
  });

  it('only names known permissions', () => {
    for (const permissions of spec.values()) {
      for (const permission of permissions) expect(PERMISSIONS as readonly string[]).toContain(permission);
    }
  });
});

describe('several roles', () => {
  it('permissions are the union of the grants', () => {
    const both = permissionsOf(['recruiter', 'candidate']);
    expect(both.sort()).toEqual(
      [
        'initiate_verification',
        'view_own_verifications',
        'view_pii',
        'upload_documents',
        'view_own_status',
        'update_profile',
      ].sort(),
    );
    const owner = permissionsOf(['super_admin', 'hr_director']);
    expect(owner).toContain('initiate_verification');
    expect(owner).toContain('billing_management');
    expect(new Set(owner).size).toBe(owner.length);
  });

  it('no roles means no permissions and rank 0', () => {
    expect(permissionsOf([])).toEqual([]);
    expect(rankOf([])).toBe(0);
    expect(hasPermission([], 'view_pii')).toBe(false);
  });

  it('rank is the highest held', () => {
    expect(rankOf(['candidate', 'hr_manager', 'recruiter'])).toBe(6);
    expect(rankOf(['auditor', 'super_admin'])).toBe(10);
  });

  it('hasPermission and can agree with the union', () => {
    const roles: Role[] = ['auditor', 'vendor'];
    const permission: Permission = 'upload_documents';
    expect(hasPermission(roles, permission)).toBe(true);
    expect(can({ roles }, permission)).toBe(true);
    expect(can({ roles }, 'approve_verifications')).toBe(false);
    expect(can({ roles: ['hiring_manager'] }, 'approve_verifications')).toBe(true);
    expect(can({ roles: ['hiring_manager'] }, 'reject_verifications')).toBe(false);
  });
});

describe('canAccessRole', () => {
  it('allows equal or lower ranks only', () => {
    expect(canAccessRole(['hr_manager'], 'hr_manager')).toBe(true);
    expect(canAccessRole(['hr_manager'], 'hiring_manager')).toBe(true);
    expect(canAccessRole(['hr_manager'], 'compliance_officer')).toBe(false);
    expect(canAccessRole(['super_admin'], 'super_admin')).toBe(true);
    expect(canAccessRole(['candidate'], 'vendor')).toBe(false);
    expect(canAccessRole([], 'candidate')).toBe(false);
  });

  it('uses the highest of several roles', () => {
    expect(canAccessRole(['recruiter', 'compliance_officer'], 'hr_manager')).toBe(true);
    expect(canAccessRole(['recruiter', 'auditor'], 'hr_manager')).toBe(false);
  });
});

describe('verificationVisibility', () => {
  it('gives the widest view a member holds', () => {
    expect(verificationVisibility(['recruiter'])).toBe('own');
    expect(verificationVisibility(['hiring_manager'])).toBe('department');
    expect(verificationVisibility(['recruiter', 'hr_director'])).toBe('organisation');
    expect(verificationVisibility(['candidate'])).toBe('none');
    expect(verificationVisibility(['vendor'])).toBe('own');
  });
});

describe('granting roles', () => {
  it('a system administrator cannot give a role holding permissions they lack (PII through HR Director)', () => {
    expect(ungrantedPermissions(['system_admin'], ['hr_director'])).toEqual([
      'initiate_verification',
      'approve_verifications',
      'reject_verifications',
      'view_pii',
      'view_criminal_records',
      'export_data',
    ]);
    expect(canGrantRoles(['system_admin'], ['hr_director'])).toBe(false);
    expect(grantRefusal(['system_admin'], ['hr_director'])).toMatch(
      /^You cannot grant Initiate verifications, Approve verifications, Reject verifications, View PII, View criminal records and Export data because you do not hold them\./,
    );
    expect(grantRefusal(['system_admin'], ['recruiter'])).toMatch(
      /^You cannot grant Initiate verifications and View PII because you do not hold them\./,
    );
  });

  it('names a single missing permission', () => {
    expect(grantRefusal(['auditor', 'compliance_officer'], ['recruiter'])).toBe(
      'You cannot grant Initiate verifications because you do not hold it. Choose roles whose permissions you hold, or ask an administrator who holds it.',
    );
  });

  it('lets the organisation owner give any staff role at or below their rank', () => {
    const owner = ['super_admin', 'hr_director'] as const;
    expect(canGrantRoles(owner, ['hr_director', 'recruiter'])).toBe(true);
    expect(grantRefusal(owner, ['hr_director'])).toBeNull();
    expect(canGrantRoles(owner, ['hr_manager', 'hiring_manager', 'compliance_officer', 'auditor'])).toBe(
      true,
    );
  });

  it('counts a wider view as holding the narrower ones', () => {
    expect(ungrantedPermissions(['hr_director'], ['hr_manager'])).toEqual([]);
    expect(ungrantedPermissions(['hiring_manager'], ['recruiter'])).toEqual([]);
    expect(ungrantedPermissions(['recruiter'], ['hiring_manager'])).toContain(
      'view_department_verifications',
    );
  });

  it('keeps the rank rule', () => {
    expect(canGrantRoles(['hr_manager'], ['compliance_officer'])).toBe(false);
    expect(grantRefusal(['hr_manager'], ['compliance_officer'])).toBe(
      'You cannot grant a role ranked above your own (Compliance Officer).',
    );
  });

  it('judges the union of the roles given', () => {
    expect(canGrantRoles(['hr_director'], ['recruiter', 'hr_manager'])).toBe(true);
    expect(canGrantRoles(['hr_director'], ['recruiter', 'auditor'])).toBe(false);
    expect(ungrantedPermissions(['hr_director'], ['recruiter', 'auditor'])).toEqual(['view_audit_logs']);
  });

  it('grantableRoles lists exactly the roles that pass on their own', () => {
    expect(grantableRoles(['system_admin'])).toEqual(['system_admin']);
    expect(grantableRoles(['super_admin'])).toEqual([
      'super_admin',
      'system_admin',
      'compliance_officer',
      'auditor',
    ]);
    expect(grantableRoles(['super_admin', 'hr_director'])).toEqual([
      'super_admin',
      'system_admin',
      'hr_director',
      'hr_manager',
      'recruiter',
      'hiring_manager',
      'compliance_officer',
      'auditor',
    ]);
    for (const role of ROLES) {
      for (const granter of ROLES) {
        expect(grantableRoles([granter]).includes(role)).toBe(canGrantRoles([granter], [role]));
      }
    }
  });

  it('has a label for every permission', () => {
    expect(Object.keys(permissionLabels).sort()).toEqual([...PERMISSIONS].sort());
    expect(permissionLabels.view_pii).toBe('View PII');
  });
});

describe('view permissions', () => {
  it('are exactly the permissions that give a member some view of verifications', () => {
    for (const role of ROLES) {
      const sees = verificationVisibility([role]) !== 'none';
      expect(VIEW_PERMISSIONS.some((permission) => hasPermission([role], permission))).toBe(sees);
    }
    expect(VIEW_PERMISSIONS.every((permission) => PERMISSIONS.includes(permission))).toBe(true);
  });
});
