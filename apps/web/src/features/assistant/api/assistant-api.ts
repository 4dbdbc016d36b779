import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assistantConfigResponseSchema,
  assistantErrorText,
  assistantSessionResponseSchema,
  assistantSessionsResponseSchema,
  assistantStatsResponseSchema,
  assistantStreamEventSchema,
  type AssistantMessage,
  type AssistantSession,
  type StartAssistantSessionBody,
} from '@candor/contracts';
import { apiFetch, apiRequest, errorFromResponse } from '../../../lib/api-fetch';

export const assistantKeys = {
  all: ['assistant'] as const,
  sessions: () => [...assistantKeys.all, 'sessions'] as const,
  session: (id: string) => [...assistantKeys.all, 'session', id] as const,
  stats: () => [...assistantKeys.all, 'stats'] as const,
  config: () => [...assistantKeys.all, 'config'] as const,
};

export const useAssistantSessions = () =>
  useQuery(
    queryOptions({
      queryKey: assistantKeys.sessions(),
      queryFn: ({ signal }) =>
        apiFetch('/assistant/sessions', { schema: assistantSessionsResponseSchema, signal }),
    }),
  );

export const useAssistantSession = (id: string | null) =>
  useQuery({
    queryKey: assistantKeys.session(id ?? ''),
    queryFn: ({ signal }) =>
      apiFetch(`/assistant/sessions/${id ?? ''}`, { schema: assistantSessionResponseSchema, signal }),
    enabled: id !== null,
  });

export const useAssistantStats = () =>
  useQuery({
    queryKey: assistantKeys.stats(),
    queryFn: ({ signal }) => apiFetch('/assistant/stats', { schema: assistantStatsResponseSchema, signal }),
  });

export const useAssistantConfig = (enabled: boolean) =>
  useQuery({
    queryKey: assistantKeys.config(),
    queryFn: ({ signal }) => apiFetch('/assistant/config', { schema: assistantConfigResponseSchema, signal }),
    enabled,
  });

export function useStartAssistantSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartAssistantSessionBody) =>
      apiFetch('/assistant/sessions', { method: 'POST', body, schema: assistantSessionResponseSchema }),
    onSuccess: (data) => {
      queryClient.setQueryData(assistantKeys.session(data.session.id), data);
      void queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
      void queryClient.invalidateQueries({ queryKey: assistantKeys.stats() });
    },
  });
}

/** The error a failed question shows: SPEC's text around the reason. */
export class AssistantAnswerError extends Error {}

/**
 * Asks a question and reads the streamed answer: `onDelta` gets the model's text as it comes; the
 * stored question and answer are returned, or an AssistantAnswerError carries SPEC's error text.
 */
export async function askAssistant(
  sessionId: string,
  message: string,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<{ question: AssistantMessage; answer: AssistantMessage }> {
  let response: Response;
  try {
    response = await apiRequest(`/assistant/sessions/${sessionId}/messages`, {
      method: 'POST',
      body: { message },
      headers: { Accept: 'application/x-ndjson' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    throw new AssistantAnswerError(assistantErrorText(error instanceof Error ? error.message : null));
  }
  if (!response.ok) {
    const error = await errorFromResponse(response);
    throw new AssistantAnswerError(assistantErrorText(error.message));
  }
  if (!response.body) throw new AssistantAnswerError(assistantErrorText(null));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (line.trim() === '') continue;
      const event = assistantStreamEventSchema.parse(JSON.parse(line));
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'error') throw new AssistantAnswerError(event.message);
      else return { question: event.question, answer: event.answer };
    }
    if (done) break;
  }
  throw new AssistantAnswerError(assistantErrorText(null));
}

/** Puts a stored exchange into the cached session, so a reopened session shows it. */
export function withExchange(
  session: AssistantSession,
  exchange: { question: AssistantMessage; answer: AssistantMessage },
) {
  return { ...session, messages: [...session.messages, exchange.question, exchange.answer] };
}
