import { Button, Card, CardContent, Skeleton } from '../../../components/ui';
import { useSettings } from '../../../features/settings/api/settings-api';
import { SettingsForm } from '../../../features/settings/components/settings-form';
import { AssistantSettings } from '../../../features/assistant/components/assistant-settings';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BackToAdmin } from './back-to-admin';

function SettingsPage() {
  useDocumentTitle('Settings');
  const settings = useSettings();
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <BackToAdmin />
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">Settings</h1>
        <p className="mt-1 text-ink-muted">How Candor works for your organisation.</p>
      </div>
      <Card>
        <CardContent className="p-6">
          {settings.isPending ? (
            <Skeleton className="h-64 w-full" announce />
          ) : settings.isError ? (
            <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
              The settings could not be loaded: {settings.error.message}
              <Button size="sm" variant="secondary" onClick={() => void settings.refetch()}>
                Retry
              </Button>
            </div>
          ) : (
            <SettingsForm settings={settings.data.settings} />
          )}
        </CardContent>
      </Card>
      <AssistantSettings />
    </div>
  );
}

export { SettingsPage as Component };
