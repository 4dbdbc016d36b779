import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../config.js';

/** A configured language model: the instance, its name as the UI shows it, and the call limits. */
export type AiModel = {
  model: LanguageModel;
  provider: Exclude<AiConfig['provider'], 'none'>;
  /** The model's name ("llama3.1:8b"), shown on every answer it produced. */
  name: string;
  /** The whole call, retries included, ends after this long. */
  timeoutMs: number;
  /** Retries of a failed call, with the SDK's exponential backoff (2 s, then 4 s). */
  maxRetries: number;
};

export const AI_MAX_RETRIES = 2;

/**
 * The model of the configuration, or null without one (AI_PROVIDER=none). Each provider is an
 * instance built from the configuration: a bare model string would route to a hosted gateway.
 * Only the configured provider's package is loaded (each takes about 0.1 s to load).
 */
export async function createAiModel(config: AiConfig): Promise<AiModel | null> {
  if (config.provider === 'none') return null;
  const base = {
    provider: config.provider,
    name: config.model,
    timeoutMs: config.timeoutMs,
    maxRetries: AI_MAX_RETRIES,
  };
  switch (config.provider) {
    case 'openai-compatible': {
      const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
      const provider = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        // Without it no JSON schema is sent and the answer's shape is left to chance.
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return { ...base, model: provider.chatModel(config.model) };
    }
    case 'openai': {
      const { createOpenAI } = await import('@ai-sdk/openai');
      const provider = createOpenAI({
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      });
      return { ...base, model: provider.chat(config.model) };
    }
    case 'anthropic': {
      const { createAnthropic } = await import('@ai-sdk/anthropic');
      const provider = createAnthropic({
        ...(config.apiKey ? { apiKey: config.apiKey } : {}),
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
      });
      return { ...base, model: provider(config.model) };
    }
    case 'bedrock': {
      const { createAmazonBedrock } = await import('@ai-sdk/amazon-bedrock');
      const aws = config.aws;
      const provider = createAmazonBedrock({
        ...(aws?.region ? { region: aws.region } : {}),
        ...(aws?.accessKeyId && aws.secretAccessKey
          ? {
              accessKeyId: aws.accessKeyId,
              secretAccessKey: aws.secretAccessKey,
              ...(aws.sessionToken ? { sessionToken: aws.sessionToken } : {}),
            }
          : {}),
      });
      return { ...base, model: provider(config.model) };
    }
  }
}
