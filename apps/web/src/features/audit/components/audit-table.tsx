import { Link } from 'react-router';
import { auditActionLabel, type AuditLogEntry } from '@candor/contracts';
import { casePath } from '../../../lib/case-path';
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '../../../components/ui';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function actorText(actor: AuditLogEntry['actor']): { main: string; sub: string | null } {
  switch (actor.type) {
    case 'user':
      return { main: actor.name ?? 'Staff member', sub: actor.email };
    case 'candidate':
      return { main: actor.name ?? 'Candidate', sub: 'Candidate, through their link' };
    case 'system':
      return { main: 'Candor', sub: 'Automatic' };
    default:
      return { main: 'Anonymous', sub: null };
  }
}

/** Metadata holds ids, statuses and counts only; shown as short key: value pairs. */
function metadataText(metadata: AuditLogEntry['metadata']): string {
  return Object.entries(metadata)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** The action's human label; its recorded name stays available as a tooltip. */
function ActionLabel({ action }: { action: string }) {
  return (
    <span className="font-medium text-ink" title={action} data-action={action}>
      {auditActionLabel(action)}
    </span>
  );
}

/** The record: a verification opens its case page, named by its candidate. */
function RecordCell({ entry }: { entry: AuditLogEntry }) {
  if (entry.verificationId) {
    return (
      <Link
        to={casePath(entry.verificationId)}
        className="font-medium text-brand-700 underline-offset-4 hover:underline"
      >
        {entry.candidateName ?? 'Verification'}
      </Link>
    );
  }
  if (entry.target) {
    return (
      <>
        <span className="block text-xs text-ink-muted">{entry.target.type}</span>
        <code className="font-mono text-xs break-all" title={entry.target.id}>
          {entry.target.id}
        </code>
      </>
    );
  }
  return <span className="text-ink-muted">—</span>;
}

/** Narrow screens: one card per entry, so nothing scrolls sideways. */
function AuditList({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <ul
      aria-label="Audit trail, newest first"
      className="divide-y divide-border rounded-lg border border-border bg-surface xl:hidden"
    >
      {entries.map((entry) => {
        const actor = actorText(entry.actor);
        const details = metadataText(entry.metadata);
        return (
          <li key={entry.id} className="flex flex-col gap-1 px-4 py-3 text-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <ActionLabel action={entry.action} />
              <time dateTime={entry.createdAt} className="text-xs text-ink-muted">
                {dateTime.format(new Date(entry.createdAt))}
              </time>
            </div>
            <p className="break-words text-ink">
              {actor.main}
              {actor.sub && <span className="text-ink-muted"> · {actor.sub}</span>}
            </p>
            {(entry.verificationId || entry.target) && (
              <p className="text-xs text-ink-muted">
                <RecordCell entry={entry} />
              </p>
            )}
            {(details || entry.ip) && (
              <p className="text-xs break-words text-ink-muted">
                {details}
                {details && entry.ip ? ' · ' : ''}
                {entry.ip && `from ${entry.ip}`}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <>
      <AuditList entries={entries} />
      <AuditWideTable entries={entries} />
    </>
  );
}

function AuditWideTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <Table caption="Audit trail, newest first" captionHidden containerClassName="hidden xl:block">
      <TableHead>
        <TableRow>
          <TableHeaderCell>When</TableHeaderCell>
          <TableHeaderCell>Actor</TableHeaderCell>
          <TableHeaderCell>Action</TableHeaderCell>
          <TableHeaderCell>Record</TableHeaderCell>
          <TableHeaderCell>Details</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => {
          const actor = actorText(entry.actor);
          const details = metadataText(entry.metadata);
          return (
            <TableRow key={entry.id}>
              <TableCell className="whitespace-nowrap">
                <time dateTime={entry.createdAt}>{dateTime.format(new Date(entry.createdAt))}</time>
              </TableCell>
              <TableCell>
                <span className="block font-medium">{actor.main}</span>
                {actor.sub && <span className="block text-xs break-all text-ink-muted">{actor.sub}</span>}
              </TableCell>
              <TableCell>
                <ActionLabel action={entry.action} />
              </TableCell>
              <TableCell>
                <RecordCell entry={entry} />
              </TableCell>
              <TableCell className="min-w-[12rem] text-xs break-words text-ink-muted">
                {details || '—'}
                {entry.ip && <span className="block">from {entry.ip}</span>}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
