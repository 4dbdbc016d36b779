import { candidateFormDraftSchema } from '@candor/contracts';
import type { OtherApplication } from './check.js';
import { contactHashes } from './rules/contacts/index.js';

/**
 * Another application of the organisation as the checks see it: hashes of its supervisor
 * contacts (computed by the same function the contact checks use on the application itself) and
 * of its files, with its id. Entries that cannot be read are left out, never guessed.
 */
export function otherApplicationOf(row: {
  verificationId: string;
  formData: unknown;
  documentHashes: string[];
}): OtherApplication {
  const parsed = candidateFormDraftSchema.safeParse(row.formData);
  const form = parsed.success ? parsed.data : {};
  const country = form.personalInfo?.currentAddress?.country ?? '';
  const supervisorContacts = (form.employment ?? []).flatMap((entry) =>
    entry.company
      ? [
          contactHashes(
            {
              company: entry.company,
              supervisorPhone: entry.supervisorPhone ?? '',
              supervisorEmail: entry.supervisorEmail ?? '',
            },
            { currentAddress: { country } },
          ),
        ]
      : [],
  );
  return { verificationId: row.verificationId, supervisorContacts, documentHashes: row.documentHashes };
}
