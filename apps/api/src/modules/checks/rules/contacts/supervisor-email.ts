import type { EmploymentEntry } from '@candor/contracts';
import { fieldEvidence, finding, referenceEvidence, type Check, type CheckFinding } from '../../check.js';
import { domainIsCompanyName, domainRelatesToCompany } from './company.js';
import { EXTRA_FREE_DOMAINS, emailDomain, emailKind, registrableDomain } from './email.js';
import { employmentSource, entryLabel } from './entries.js';
import { SOURCES } from './sources.js';

/**
 * A supervisor reached on a free or disposable mailbox, or on a domain unrelated to the employer,
 * is a classic sign of a fake reference: anyone can create the address and answer for the
 * "supervisor" (docs/product.md#automated-checks). Evidence names the domain, never the address.
 */

/** Exact list matches (freemail's lists). */
const LIST_CONFIDENCE = 0.95;
/** Comparing a company name with a domain is a heuristic: renamed and parent companies miss it. */
const DOMAIN_HEURISTIC_CONFIDENCE = 0.6;

function checkEntry(entry: EmploymentEntry, index: number): CheckFinding[] {
  const domain = emailDomain(entry.supervisorEmail);
  if (domain === null) return [];
  const label = entryLabel(entry, index);
  const subject = { section: 'employment', index, field: 'supervisorEmail' } as const;
  const domainEvidence = fieldEvidence(
    employmentSource(index, 'supervisorEmail'),
    domain,
    'the domain of the address',
  );
  const companyEvidence = fieldEvidence(employmentSource(index, 'company'), entry.company);
  const registrable = registrableDomain(domain);
  // A few employers also run a free email service (Telstra, Orange, Yahoo): their own staff's
  // addresses are on the employer's domain, not a free mailbox.
  const employersOwn = registrable !== null && domainIsCompanyName(registrable.label, entry.company);
  const kind = employersOwn ? 'other' : emailKind(entry.supervisorEmail);

  if (kind === 'disposable') {
    return [
      finding('SUPERVISOR_EMAIL_DISPOSABLE', {
        status: 'risk_signal',
        severity: 'high',
        confidence: LIST_CONFIDENCE,
        subject,
        message: `The supervisor for ${label} has a ${domain} address, a disposable email service whose addresses are made to be thrown away.`,
        evidence: [
          domainEvidence,
          companyEvidence,
          referenceEvidence(SOURCES.freemail, domain, 'listed as a disposable email domain'),
        ],
      }),
    ];
  }
  if (kind === 'free') {
    return [
      finding('SUPERVISOR_EMAIL_FREEMAIL', {
        status: 'risk_signal',
        severity: 'medium',
        confidence: LIST_CONFIDENCE,
        subject,
        message: `The supervisor for ${label} has a ${domain} address, a free email service anyone can create.`,
        evidence: [
          domainEvidence,
          companyEvidence,
          referenceEvidence(
            EXTRA_FREE_DOMAINS.has(domain) ? SOURCES.extraFreeDomains : SOURCES.freemail,
            domain,
            'listed as a free email domain',
          ),
        ],
      }),
    ];
  }

  if (registrable === null || entry.company.trim() === '') return [];
  if (domainRelatesToCompany(registrable.label, entry.company)) return [];
  return [
    finding('SUPERVISOR_EMAIL_DOMAIN_MISMATCH', {
      status: 'risk_signal',
      severity: 'medium',
      confidence: DOMAIN_HEURISTIC_CONFIDENCE,
      subject,
      message: `The supervisor for ${label} has an address at ${registrable.domain}, a domain whose name does not resemble the company's (a name comparison only, which misses renamed and parent companies).`,
      evidence: [
        domainEvidence,
        companyEvidence,
        referenceEvidence(SOURCES.freemail, domain, 'not listed as a free or disposable email domain'),
        referenceEvidence(
          SOURCES.publicSuffixes,
          registrable.label,
          `the registrable domain ${registrable.domain} without its public suffix, compared with the words, acronym and abbreviations of the company name`,
        ),
      ],
    }),
  ];
}

export const supervisorEmailCheck: Check = {
  id: 'employment.supervisor-email',
  type: 'EMPLOYMENT',
  version: 2,
  reads: ['employment'],
  codes: ['SUPERVISOR_EMAIL_DISPOSABLE', 'SUPERVISOR_EMAIL_FREEMAIL', 'SUPERVISOR_EMAIL_DOMAIN_MISMATCH'],
  run(context) {
    return context.application.employment.flatMap((entry, index) => checkEntry(entry, index));
  },
};
