import { useRef, useState, type KeyboardEvent } from 'react';
import { Send } from 'lucide-react';
import {
  ASSISTANT_THINKING,
  displaySessionId,
  type AssistantMessage,
  type AssistantSession,
} from '@candor/contracts';
import { Button, Card, CardContent, Spinner } from '../../../components/ui';
import { AssistantAnswerError, askAssistant } from '../api/assistant-api';
import { ASSISTANT_TABS } from '../data/tabs';
import { CandidateEcho, SessionSummary } from './session-summary';

export type Exchange = { question: AssistantMessage; answer: AssistantMessage };

function statusWord(status: string): string {
  return status === 'risk_signal' ? 'risk signal' : status;
}

function Answer({ message }: { message: AssistantMessage }) {
  return (
    <div className="flex flex-col gap-2">
      <p>{message.content}</p>
      {message.points.length > 0 && (
        <ul className="flex flex-col gap-2">
          {message.points.map((point, index) => (
            <li key={index} className="rounded-md border border-border bg-surface p-3">
              <p>{point.text}</p>
              <ul aria-label="Evidence" className="mt-2 flex flex-col gap-1 text-xs text-ink-muted">
                {point.evidence.map((evidence) => (
                  <li key={`${evidence.findingId}-${evidence.evidenceIndex}`} className="break-words">
                    <span className="font-medium text-ink">{statusWord(evidence.status)}</span> ·{' '}
                    {evidence.source}: {evidence.value}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {message.unknowns.length > 0 && (
        <div className="text-sm">
          <p className="font-medium">Not known from the evidence:</p>
          <ul className="list-disc pl-5">
            {message.unknowns.map((unknown, index) => (
              <li key={index}>{unknown}</li>
            ))}
          </ul>
        </div>
      )}
      {message.producedBy && (
        <p className="text-xs text-ink-muted">
          Answered by <span className="font-medium">{message.producedBy}</span>
          {message.processingTime !== null ? ` in ${message.processingTime} ms` : ''}
        </p>
      )}
    </div>
  );
}

function Bubble({ role, children }: { role: 'user' | 'assistant'; children: React.ReactNode }) {
  return (
    <li className={role === 'user' ? 'flex justify-end' : 'flex justify-start'}>
      <div
        className={
          role === 'user'
            ? 'max-w-[85%] rounded-lg bg-brand-700 px-4 py-2 text-sm whitespace-pre-wrap text-white'
            : 'max-w-[95%] rounded-lg bg-slate-100 px-4 py-3 text-sm text-ink sm:max-w-[85%]'
        }
      >
        <span className="sr-only">{role === 'user' ? 'You: ' : 'Assistant: '}</span>
        {children}
      </div>
    </li>
  );
}

/**
 * The conversation of one session: the welcome for its kind, the messages, the answer as it
 * streams, SPEC's error text with Retry, and the question box (Enter sends, Shift+Enter is a new
 * line; nothing is sent while an answer is awaited).
 */
export function AssistantChat({
  session,
  onExchange,
}: {
  session: AssistantSession;
  onExchange: (exchange: Exchange) => void;
}) {
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const [streamed, setStreamed] = useState('');
  const [failed, setFailed] = useState<{ question: string; message: string } | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const tab = ASSISTANT_TABS.find((candidate) => candidate.type === session.verificationType);

  async function send(question: string) {
    const text = question.trim();
    if (text === '' || pending !== null) return;
    setPending(text);
    setStreamed('');
    setFailed(null);
    setDraft('');
    try {
      const exchange = await askAssistant(session.id, text, (delta) => {
        setStreamed((current) => current + delta);
      });
      onExchange(exchange);
    } catch (error) {
      setFailed({
        question: text,
        message: error instanceof AssistantAnswerError ? error.message : String(error),
      });
      setDraft((current) => (current === '' ? text : current));
    } finally {
      setPending(null);
      setStreamed('');
      inputRef.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft);
    }
  }

  return (
    <Card className="flex min-w-0 flex-col">
      <CardContent className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">
            {tab?.label ?? 'General'} session · {session.candidateName}
          </h2>
          <p className="text-xs text-ink-muted">
            Session <span className="font-mono">{displaySessionId(session.id)}</span>
          </p>
        </div>
        <CandidateEcho candidate={session.candidate} />
        <SessionSummary session={session} />
        <ol aria-label="Conversation" className="flex flex-col gap-3" aria-live="polite">
          <Bubble role="assistant">{tab?.welcome}</Bubble>
          {session.messages.map((message) => (
            <Bubble key={message.id} role={message.role}>
              {message.role === 'assistant' ? <Answer message={message} /> : message.content}
            </Bubble>
          ))}
          {pending !== null && <Bubble role="user">{pending}</Bubble>}
          {pending !== null && (
            <Bubble role="assistant">
              {streamed ? (
                <p className="whitespace-pre-wrap">{streamed}</p>
              ) : (
                <span role="status" className="flex items-center gap-2">
                  <Spinner size="sm" /> {ASSISTANT_THINKING}
                </span>
              )}
            </Bubble>
          )}
        </ol>
        {failed && (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:flex-row sm:items-center"
          >
            <p className="flex-1">{failed.message}</p>
            <Button size="sm" variant="secondary" onClick={() => void send(failed.question)}>
              Retry
            </Button>
          </div>
        )}
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(draft);
          }}
        >
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-ink">
            Your question
            <textarea
              ref={inputRef}
              value={draft}
              rows={2}
              maxLength={4000}
              onChange={(event) => {
                setDraft(event.target.value);
              }}
              onKeyDown={onKeyDown}
              placeholder="Why is employment flagged?"
              className="min-h-11 w-full resize-y rounded-md border border-border bg-surface px-3 py-2 text-sm font-normal text-ink"
            />
            <span className="text-xs font-normal text-ink-muted">
              Enter sends, Shift+Enter starts a new line.
            </span>
          </label>
          <Button type="submit" disabled={pending !== null || draft.trim() === ''} className="mb-6">
            <Send aria-hidden="true" className="size-4" />
            Send
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
