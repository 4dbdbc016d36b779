import { DevicesSection } from '../../../features/account/components/devices-section';
import { PasswordSection } from '../../../features/account/components/password-section';
import { TwoFactorSection } from '../../../features/account/components/two-factor-section';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

function SecurityPage() {
  useDocumentTitle('Security');
  const session = useSession();
  const me = session.status === 'signed-in' ? session.me : null;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Security</h1>
        <p className="mt-1 text-ink-muted">Protect your account and the candidate data it can open.</p>
      </div>
      {me?.organisation?.requireMfa && !me.user.twoFactorEnabled && (
        <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {me.organisation.name} requires two-step verification for every member. Turn it on below to keep
          using Candor.
        </p>
      )}
      <TwoFactorSection enabled={me?.user.twoFactorEnabled ?? false} />
      <PasswordSection />
      <DevicesSection />
    </div>
  );
}

export { SecurityPage as Component };
