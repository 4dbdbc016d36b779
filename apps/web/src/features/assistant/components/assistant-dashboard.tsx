import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { History, Plus } from 'lucide-react';
import { assistantSessionResponseSchema, displaySessionId, type AiVerificationType } from '@candor/contracts';
import { Button, Card, CardContent, LoadError, Skeleton } from '../../../components/ui';
import { useVerificationStats } from '../../review/api/review-api';
import {
  assistantKeys,
  useAssistantSession,
  useAssistantSessions,
  useAssistantStats,
  useStartAssistantSession,
  withExchange,
} from '../api/assistant-api';
import { ASSISTANT_TABS } from '../data/tabs';
import { AssistantChat, type Exchange } from './assistant-chat';
import { StartPanel } from './start-panel';

function StatCard({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <li className="rounded-lg border border-border bg-surface p-4 shadow-sm">
      <p className="text-sm text-ink-muted">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-ink">{value}</p>
      <p className="mt-1 text-xs text-ink-muted">{note}</p>
    </li>
  );
}

function StatCards() {
  const verifications = useVerificationStats();
  const stats = useAssistantStats();
  const dash = (pending: boolean) => (pending ? '…' : '—');
  const s = stats.data?.stats;
  const median = s?.medianAnswerMs ?? null;
  return (
    <ul aria-label="Figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total verifications"
        value={verifications.data ? String(verifications.data.stats.total) : dash(verifications.isPending)}
        note={
          s
            ? `${s.totalSessions} assistant session${s.totalSessions === 1 ? '' : 's'}`
            : 'In your organisation'
        }
      />
      <StatCard
        label="Average confidence"
        value={s?.averageConfidence != null ? `${s.averageConfidence}%` : dash(stats.isPending)}
        note="Of the rules behind the findings discussed"
      />
      <StatCard
        label="Processing time"
        value={
          median === null
            ? dash(stats.isPending)
            : median < 1000
              ? `${median} ms`
              : `${(median / 1000).toFixed(1)} s`
        }
        note={
          s ? `Median of ${s.answers} measured answer${s.answers === 1 ? '' : 's'}` : 'Measured per answer'
        }
      />
      <StatCard
        label="Compliance"
        value="A person decides"
        note="Answers cite their evidence; no outcome is set by the assistant (FCRA adverse-action rules)"
      />
    </ul>
  );
}

function HistoryPanel({ current, onOpen }: { current: string | null; onOpen: (id: string) => void }) {
  const sessions = useAssistantSessions();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4">
        <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
          <History aria-hidden="true" className="size-4" /> Recent sessions
        </h2>
        {sessions.isPending ? (
          <Skeleton className="h-24 w-full" announce />
        ) : sessions.isError ? (
          <LoadError onRetry={() => void sessions.refetch()}>The sessions could not be loaded.</LoadError>
        ) : sessions.data.sessions.length === 0 ? (
          <p className="text-sm text-ink-muted">
            No sessions yet. Start one on a verification or a candidate’s claims.
          </p>
        ) : (
          <ul className="flex flex-col gap-1">
            {sessions.data.sessions.map((session) => (
              <li key={session.id}>
                <button
                  type="button"
                  aria-current={session.id === current ? 'true' : undefined}
                  onClick={() => {
                    onOpen(session.id);
                  }}
                  className="flex w-full flex-col rounded-md px-2 py-2 text-left text-sm hover:bg-slate-100 aria-[current=true]:bg-brand-50"
                >
                  <span className="font-medium text-ink">{session.candidateName}</span>
                  <span className="text-xs text-ink-muted">
                    {ASSISTANT_TABS.find((tab) => tab.type === session.verificationType)?.label} ·{' '}
                    {displaySessionId(session.id)} · {session.messageCount} message
                    {session.messageCount === 1 ? '' : 's'}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * /ai-verification-dashboard: the four kinds of session, starting one (on a verification or on
 * claims typed in), the chat, the recent sessions and the figures.
 */
export function AssistantDashboard({
  initialSessionId = null,
  fromVerificationId = null,
}: {
  initialSessionId?: string | null;
  /** The verification whose case page linked here: offered first. */
  fromVerificationId?: string | null;
}) {
  const [type, setType] = useState<AiVerificationType>('GENERAL');
  const [sessionId, setSessionId] = useState<string | null>(initialSessionId);
  const queryClient = useQueryClient();
  const start = useStartAssistantSession();
  const session = useAssistantSession(sessionId);
  const shownType = (sessionId !== null ? session.data?.session.verificationType : undefined) ?? type;
  const tab = ASSISTANT_TABS.find((candidate) => candidate.type === shownType);

  const onExchange = (exchange: Exchange) => {
    const key = assistantKeys.session(sessionId ?? '');
    queryClient.setQueryData(key, (data: unknown) => {
      const parsed = assistantSessionResponseSchema.safeParse(data);
      return parsed.success ? { ...parsed.data, session: withExchange(parsed.data.session, exchange) } : data;
    });
    void queryClient.invalidateQueries({ queryKey: assistantKeys.sessions() });
    void queryClient.invalidateQueries({ queryKey: assistantKeys.stats() });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          AI verification assistant
        </h1>
        <p className="mt-1 text-ink-muted">
          Questions about a verification, answered from the findings of the automated checks with their
          evidence.
        </p>
      </div>
      <StatCards />
      <div role="tablist" aria-label="Kind of verification" className="flex flex-wrap gap-2">
        {ASSISTANT_TABS.map((candidate) => (
          <button
            key={candidate.type}
            type="button"
            role="tab"
            id={`assistant-tab-${candidate.type}`}
            aria-selected={candidate.type === shownType}
            aria-controls="assistant-tab-panel"
            onClick={() => {
              // Another kind of session: back to starting one of that kind.
              setType(candidate.type);
              setSessionId(null);
            }}
            className="rounded-md border border-border px-3 py-2 text-sm font-medium text-ink aria-selected:border-brand-700 aria-selected:bg-brand-700 aria-selected:text-white"
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-[1fr_18rem]">
        <div
          id="assistant-tab-panel"
          role="tabpanel"
          aria-labelledby={`assistant-tab-${shownType}`}
          className="flex min-w-0 flex-col gap-4"
        >
          <Card>
            <CardContent className="p-4 sm:p-6">
              <p className="text-sm text-ink">{tab?.description}</p>
              <ul className="mt-2 list-disc pl-5 text-sm text-ink-muted">
                {tab?.capabilities.map((capability) => (
                  <li key={capability}>{capability}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
          {sessionId === null && fromVerificationId && (
            <Card>
              <CardContent className="flex flex-wrap items-center justify-between gap-3 p-4">
                <p className="text-sm text-ink">Ask about the verification you came from.</p>
                <Button
                  loading={start.isPending}
                  onClick={() => {
                    start.mutate(
                      { verificationType: type, verificationId: fromVerificationId },
                      {
                        onSuccess: (data) => {
                          setSessionId(data.session.id);
                        },
                      },
                    );
                  }}
                >
                  Start a session on it
                </Button>
              </CardContent>
            </Card>
          )}
          {sessionId === null ? (
            <StartPanel
              verificationType={type}
              busy={start.isPending}
              error={start.isError ? `The session could not start: ${start.error.message}` : null}
              onStart={(body) => {
                start.mutate(body, {
                  onSuccess: (data) => {
                    setSessionId(data.session.id);
                  },
                });
              }}
            />
          ) : session.isPending ? (
            <Skeleton className="h-64 w-full" announce />
          ) : session.isError ? (
            <LoadError onRetry={() => void session.refetch()}>
              The session could not be loaded: {session.error.message}
            </LoadError>
          ) : (
            <>
              <Button
                variant="secondary"
                size="sm"
                className="self-start"
                onClick={() => {
                  setSessionId(null);
                }}
              >
                <Plus aria-hidden="true" className="size-4" /> New session
              </Button>
              <AssistantChat session={session.data.session} onExchange={onExchange} />
            </>
          )}
        </div>
        <HistoryPanel current={sessionId} onOpen={setSessionId} />
      </div>
    </div>
  );
}
