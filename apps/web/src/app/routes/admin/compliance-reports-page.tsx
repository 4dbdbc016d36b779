import { FileCheck2 } from 'lucide-react';
import { sessionCan, useSession } from '../../../lib/session';
import { ComingSoon } from './coming-soon';

/** /compliance-reports: named in the product's navigation; the reports themselves are to come. */
function ComplianceReportsPage() {
  const session = useSession();
  return (
    <ComingSoon
      title="Compliance Reports"
      icon={FileCheck2}
      promise="Compliance reports are coming soon: ready-made summaries of your organisation’s verifications, consents and decisions for FCRA and GDPR reviews."
      today={[
        ...(sessionCan(session, 'view_audit_logs')
          ? [
              {
                to: '/audit-logs',
                label: 'Audit logs',
                text: 'Everything that happened in your organisation, searchable by person, action, record and date.',
              },
            ]
          : []),
        ...(sessionCan(session, 'export_data')
          ? [
              {
                to: '/admin',
                label: 'Export reports',
                text: 'The verification requests as a CSV file, from the admin panel.',
              },
            ]
          : []),
      ]}
    />
  );
}

export { ComplianceReportsPage as Component };
