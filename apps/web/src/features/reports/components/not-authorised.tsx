import { ShieldOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui';

/** What a page shows a member whose role does not include it (the server refuses anyway). */
export function NotAuthorised({ what }: { what: string }) {
  return (
    <EmptyState
      icon={ShieldOff}
      title="Not authorised"
      description={`Your role does not include ${what}. Ask an administrator of your organisation if you need it.`}
    />
  );
}
