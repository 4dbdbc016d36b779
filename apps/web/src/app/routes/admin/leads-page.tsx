import { useState } from 'react';
import { companySizeLabels, organisationPlanLabel, type Lead } from '@candor/contracts';
import {
  Button,
  EmptyState,
  LoadError,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui';
import { PlanDialog } from '../../../features/billing/components/plan-dialog';
import { useLeads } from '../../../features/leads/api/leads-api';
import { useDocumentTitle } from '../../../lib/use-document-title';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const sizeLabel = (size: string | null) =>
  size === null
    ? '—'
    : size in companySizeLabels
      ? companySizeLabels[size as keyof typeof companySizeLabels]
      : size;

/** Platform administrators: demo requests from the public site, newest first. */
function LeadsPage() {
  useDocumentTitle('Demo requests');
  const leads = useLeads();
  const [planOf, setPlanOf] = useState<Lead['organisation']>(null);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Demo requests</h1>
        <p className="mt-1 text-ink-muted">
          Leads from the public site, and upgrade requests from customers&apos; billing pages, newest first.
        </p>
      </div>
      {leads.isPending ? (
        <Skeleton className="h-40 w-full" announce />
      ) : leads.isError ? (
        <LoadError onRetry={() => void leads.refetch()}>
          The demo requests could not be loaded: {leads.error.message}
        </LoadError>
      ) : leads.data.leads.length === 0 ? (
        <EmptyState title="No demo requests yet" description="Requests sent from /demo appear here." />
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-surface">
          <Table caption="Demo requests" captionHidden>
            <TableHead>
              <TableRow>
                <TableHeaderCell>Received</TableHeaderCell>
                <TableHeaderCell>Name</TableHeaderCell>
                <TableHeaderCell>Company</TableHeaderCell>
                <TableHeaderCell>Contact</TableHeaderCell>
                <TableHeaderCell>Size</TableHeaderCell>
                <TableHeaderCell>Message</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {leads.data.leads.map((lead: Lead) => (
                <TableRow key={lead.id}>
                  <TableCell>{dateTime.format(new Date(lead.createdAt))}</TableCell>
                  <TableCell className="font-medium text-ink">
                    {lead.firstName} {lead.lastName}
                    <span className="block text-xs text-ink-muted">{lead.jobTitle}</span>
                  </TableCell>
                  <TableCell>
                    {lead.company}
                    {lead.organisation && (
                      <span className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                        <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900">
                          Upgrade request
                        </span>
                        <span className="text-ink-muted">
                          On {organisationPlanLabel(lead.organisation.plan)}
                        </span>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Change the plan of ${lead.organisation.name}`}
                          onClick={() => {
                            setPlanOf(lead.organisation);
                          }}
                        >
                          Change plan
                        </Button>
                      </span>
                    )}
                  </TableCell>
                  <TableCell>
                    <a href={`mailto:${lead.email}`} className="text-brand-700 underline underline-offset-4">
                      {lead.email}
                    </a>
                    <span className="block text-xs text-ink-muted">{lead.phone}</span>
                  </TableCell>
                  <TableCell>{sizeLabel(lead.companySize)}</TableCell>
                  <TableCell className="max-w-xs">{lead.message ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {planOf && (
        <PlanDialog
          organisation={planOf}
          onClose={() => {
            setPlanOf(null);
          }}
        />
      )}
    </div>
  );
}

export { LeadsPage as Component };
