import { Card, CardContent, LoadError, Skeleton } from '../../../components/ui';
import { useAssistantConfig } from '../api/assistant-api';

const PROVIDER_NAMES = {
  none: 'None: answers come from templates over the findings (“Rules”)',
  'openai-compatible': 'OpenAI-compatible server',
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  bedrock: 'Amazon Bedrock',
} as const;

/** For administrators: the assistant's language model (never its key) and what personal data it is sent. */
export function AssistantSettings() {
  const config = useAssistantConfig(true);
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-6">
        <h2 className="text-lg font-semibold text-ink">Verification assistant</h2>
        {config.isPending ? (
          <Skeleton className="h-24 w-full" announce />
        ) : config.isError ? (
          <LoadError onRetry={() => void config.refetch()}>
            The assistant’s configuration could not be loaded.
          </LoadError>
        ) : (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-muted">Provider</dt>
              <dd className="text-ink">{PROVIDER_NAMES[config.data.config.provider]}</dd>
              <dt className="text-ink-muted">Model</dt>
              <dd className="text-ink">{config.data.config.model ?? '—'}</dd>
            </dl>
            {config.data.config.sent.length > 0 ? (
              <div className="text-sm">
                <p className="font-medium text-ink">Sent to the provider with a question</p>
                <ul className="list-disc pl-5 text-ink-muted">
                  {config.data.config.sent.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-ink-muted">
                Nothing leaves the server: no language model is configured.
              </p>
            )}
            <div className="text-sm">
              <p className="font-medium text-ink">Never sent</p>
              <ul className="list-disc pl-5 text-ink-muted">
                {config.data.config.notSent.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <p className="text-xs text-ink-muted">
              The provider is set by the server’s environment (AI_PROVIDER, AI_MODEL); its key is never shown.
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
