import type { EmploymentEntry } from '@candor/contracts';

/** How findings name an employment entry and its fields (entries are numbered from 1 for people). */

/** "Acme Corp (entry 2)", or "entry 2" when the company is blank. */
export function entryLabel(entry: Pick<EmploymentEntry, 'company'>, index: number): string {
  const company = entry.company.trim();
  return company === '' ? `entry ${index + 1}` : `${company} (entry ${index + 1})`;
}

/** The evidence source of a field of an employment entry: "employment 2 supervisorEmail". */
export function employmentSource(index: number, field: keyof EmploymentEntry): string {
  return `employment[${index}].${field}`;
}
