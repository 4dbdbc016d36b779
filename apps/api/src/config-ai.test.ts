import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const load = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'candor-config-ai-')), ...env });

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('the assistant’s language model configuration', () => {
  it('uses no model unless one is configured', () => {
    expect(load({}).ai).toEqual({ provider: 'none' });
    expect(load({ AI_PROVIDER: 'none', AI_MODEL: 'ignored' }).ai).toEqual({ provider: 'none' });
  });

  it('reads an OpenAI-compatible server (Ollama, vLLM, LM Studio) with its base URL and model', () => {
    const { ai } = load({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1',
      AI_MODEL: 'llama3.1:8b',
    });
    expect(ai).toMatchObject({
      provider: 'openai-compatible',
      model: 'llama3.1:8b',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      timeoutMs: 30_000,
    });
  });

  it('names every missing variable at boot', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      expect.stringMatching(/^AI_MODEL: required with AI_PROVIDER=openai-compatible/),
      expect.stringMatching(/^AI_BASE_URL: required with AI_PROVIDER=openai-compatible/),
    ]);
    expect(problemsOf({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5' })).toEqual([
      'AI_API_KEY: required with AI_PROVIDER=anthropic',
    ]);
    expect(
      problemsOf({ AI_PROVIDER: 'bedrock', AI_MODEL: 'anthropic.claude-3-haiku', AWS_ACCESS_KEY_ID: 'AKIA' }),
    ).toEqual([
      'AWS_REGION: required with AI_PROVIDER=bedrock',
      expect.stringMatching(/^AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY: set both/),
    ]);
  });

  it('refuses an unknown provider, a base URL that is not one and a timeout out of range', () => {
    const problems = problemsOf({ AI_PROVIDER: 'gpt', AI_BASE_URL: 'localhost:11434', AI_TIMEOUT_MS: '10' });
    expect(problems).toEqual([
      expect.stringMatching(
        /^AI_PROVIDER: must be one of none, openai-compatible, openai, anthropic, bedrock/,
      ),
      expect.stringMatching(/^AI_BASE_URL: must be an http\(s\) URL/),
      expect.stringMatching(/^AI_TIMEOUT_MS: /),
    ]);
  });

  it('takes Bedrock with the default AWS credential chain', () => {
    const { ai } = load({
      AI_PROVIDER: 'bedrock',
      AI_MODEL: 'anthropic.claude-3-haiku',
      AWS_REGION: 'eu-west-1',
    });
    expect(ai).toMatchObject({
      provider: 'bedrock',
      aws: { region: 'eu-west-1', accessKeyId: null, secretAccessKey: null },
    });
  });
});
