import { describe, it, expect } from 'vitest';
import {
  PERMISSIONS,
  verificationVisibility,
  ROLES,
  ROLE_GRANTS,
  can,
  canAccessRole,
  hasPermission,
  permissionsOf,
  rankOf,
  roleLabels,
  roleRanks,
  roleSchema,
  type Permission,
  type Role,
} from './roles.js';

/** SPEC §6's table, as written there ('approve'/'reject' abbreviated). */
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
  it('are the ten roles of SPEC §6 with their labels', () => {
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

  it('have the ranks of SPEC §6', () => {
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

  it.each(ROLES)('%s has exactly the grants of SPEC §6', (role) => {
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
