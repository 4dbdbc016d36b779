import {
  VIEW_PERMISSIONS,
  type LinkedinComparisonResponse,
  type LinkedinDocument,
  type LinkedinVerificationsResponse,
} from '@candor/contracts';
import { authorizeAny, requireUser, type Actor } from '../../lib/actor.js';
import type { VerificationAccess } from '../verifications/verification-access.service.js';
import { storedFormData } from '../verifications/verification-core.service.js';
import type { ChecksService } from './checks.service.js';
import { documentFactsOf, type DocumentFactsStore } from './extraction/document-facts.js';
import { exportSigns } from './rules/linkedin/export-signs.js';
import { profileOf } from './rules/linkedin/index.js';
import type { LinkedinRepo } from './linkedin.repo.js';

/**
 * The LinkedIn profile comparison page (docs/product.md#linkedin-profile-comparison): which
 * verifications have a profile PDF, and for one of them the profiles as read, the application
 * beside them and the LINKEDIN check's findings. Reads only: uploads and runs go through the
 * documents and checks endpoints, which audit them.
 */
export function createLinkedinService(deps: {
  access: Pick<VerificationAccess, 'requireVisible' | 'scopeOf'>;
  checks: Pick<ChecksService, 'get'>;
  documentFacts: Pick<DocumentFactsStore, 'forRun'>;
  repo: LinkedinRepo;
}) {
  return {
    async list(actor: Actor, search: string | null): Promise<LinkedinVerificationsResponse['verifications']> {
      authorizeAny(actor, VIEW_PERMISSIONS);
      const rows = await deps.repo.withProfiles(deps.access.scopeOf(requireUser(actor)), search);
      return rows.map((row) => ({
        id: row.id,
        candidateName: row.candidateName,
        status: row.status,
        documents: row.documents,
        lastUploadedAt: (row.lastUploadedAt ?? new Date(0)).toISOString(),
      }));
    },

    async get(actor: Actor, id: string): Promise<Omit<LinkedinComparisonResponse, 'success'>> {
      authorizeAny(actor, VIEW_PERMISSIONS);
      const row = await deps.access.requireVisible(requireUser(actor), id);
      const rows = await deps.repo.documentsOf(row.organisationId, row.id);
      const facts = await deps.documentFacts.forRun(
        row.organisationId,
        rows.map((document) => document.id),
        { extractUntil: null },
      );
      const read = rows.map((document): LinkedinDocument => {
        const stored = facts.get(document.id);
        const base = {
          id: document.id,
          fileName: document.fileName,
          uploadedAt: document.uploadedAt.toISOString(),
        };
        if (!stored) return { ...base, state: 'not_read_yet', reason: null, profile: null, exportSigns: [] };
        const asCheckSees = documentFactsOf(document, stored);
        const profile = profileOf(asCheckSees);
        const signs = document.contentType === 'application/pdf' ? exportSigns(asCheckSees) : [];
        return 'reason' in profile
          ? { ...base, state: 'unreadable', reason: profile.reason, profile: null, exportSigns: signs }
          : { ...base, state: 'read', reason: null, profile: profile.profile, exportSigns: signs };
      });
      const form = storedFormData(row);
      const checks = await deps.checks.get(actor, row.id);
      return {
        verification: { id: row.id, candidateName: row.candidateName, status: row.status },
        application: {
          employment: (form?.employment ?? []).map((entry) => ({
            company: entry.company ?? '',
            position: entry.position ?? '',
            startDate: entry.startDate ?? '',
            endDate: entry.endDate ? entry.endDate : null,
          })),
          education: (form?.education ?? []).map((entry) => ({
            institution: entry.institution ?? '',
            degree: entry.degree ?? '',
            graduationDate: entry.graduationDate ?? '',
          })),
        },
        documents: read,
        run: checks.run,
        findings: checks.findings.filter((finding) => finding.checkType === 'LINKEDIN'),
      };
    },
  };
}
export type LinkedinService = ReturnType<typeof createLinkedinService>;
