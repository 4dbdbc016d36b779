import { NO_DEPARTMENT_MESSAGE, NO_DEPARTMENT_TITLE, verificationVisibility } from '@candor/contracts';
import { useSession } from '../../../lib/session';
import { useAdministrators } from '../api/members-api';

/** "A, B and C" */
const listOf = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/**
 * Shown to a department-scoped member (HR Manager, Hiring Manager) who has no department: why
 * their list holds only the verifications they invited, and whom to ask (the organisation's
 * administrators, by name).
 */
export function NoDepartmentNotice() {
  const session = useSession();
  const membership = session.status === 'signed-in' ? session.me.membership : null;
  const applies =
    membership !== null &&
    membership.department === null &&
    verificationVisibility(membership.roles) === 'department';
  const administrators = useAdministrators(applies);
  if (!applies) return null;
  const names = administrators.data?.administrators.map((a) => a.name) ?? [];
  return (
    <section
      aria-labelledby="no-department-title"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="no-department-title" className="font-semibold">
        {NO_DEPARTMENT_TITLE}
      </h2>
      <p className="mt-1">{NO_DEPARTMENT_MESSAGE}</p>
      <p className="mt-1">
        {names.length > 0
          ? `Ask ${listOf(names)} (${names.length === 1 ? 'your administrator' : 'your administrators'}) to set your department in Users.`
          : administrators.isError
            ? 'Ask an administrator of your organisation to set your department in Users.'
            : administrators.isPending
              ? 'Looking up your administrators…'
              : 'Ask an administrator of your organisation to set your department in Users.'}
      </p>
    </section>
  );
}
