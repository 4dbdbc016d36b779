import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssistantMessage, AssistantSession } from '@candor/contracts';
import { AssistantChat, type Exchange } from './assistant-chat';

const SESSION_ID = '3f2b8c1d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const session: AssistantSession = {
  id: SESSION_ID,
  verificationType: 'EMPLOYMENT',
  verificationId: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  candidateName: 'Ada Lovelace',
  createdAt: '2026-11-26T07:00:00.000Z',
  lastMessageAt: null,
  messageCount: 0,
  candidate: { name: 'Ada Lovelace', company: 'Analytical Engines Ltd', jobTitle: 'Programmer' },
  verificationStatus: 'VERIFICATION_FAILED',
  findings: { total: 3, discrepancy: 1, riskSignal: 1, unverifiable: 1, consistent: 0, verified: 0 },
  averageConfidence: 80,
  messages: [],
};

const message = (
  role: 'user' | 'assistant',
  content: string,
  extra: Partial<AssistantMessage> = {},
): AssistantMessage => ({
  id: role === 'user' ? '11111111-1111-4111-8111-111111111111' : '22222222-2222-4222-8222-222222222222',
  role,
  content,
  points: [],
  unknowns: [],
  producedBy: role === 'assistant' ? 'Rules' : null,
  processingTime: role === 'assistant' ? 12 : null,
  createdAt: '2026-11-26T07:01:00.000Z',
  ...extra,
});

/** A streamed answer the test releases line by line, as a provider would send it. */
function streamedResponse() {
  let push: (line: unknown) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      push = (line) => {
        controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      };
      end = () => {
        controller.close();
      };
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'application/x-ndjson' } }),
    push: (line: unknown) => {
      push(line);
    },
    end: () => {
      end();
    },
  };
}

function renderChat(onExchange: (exchange: Exchange) => void = () => undefined) {
  render(<AssistantChat session={session} onExchange={onExchange} />);
  return { user: userEvent.setup(), box: screen.getByRole('textbox', { name: /your question/i }) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AssistantChat', () => {
  it('greets for the kind of session, shows the session id’s first 8 characters, the candidate and the summary', () => {
    renderChat();
    expect(screen.getByText(/Ask about this candidate’s employment/)).toBeInTheDocument();
    expect(screen.getByText('3f2b8c1d')).toBeInTheDocument();
    expect(screen.queryByText(SESSION_ID)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Candidate information' })).toHaveTextContent(
      'Analytical Engines Ltd',
    );
    expect(screen.getByText(/^Verification complete: 3 findings/)).toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, never sends an empty question and waits for one answer at a time', async () => {
    const stream = streamedResponse();
    const fetchMock = vi.fn(() => Promise.resolve(stream.response));
    vi.stubGlobal('fetch', fetchMock);
    const exchanges: Exchange[] = [];
    const { user, box } = renderChat((exchange) => exchanges.push(exchange));

    await user.type(box, '   {Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, 'why is employment{Shift>}{Enter}{/Shift}flagged?');
    expect(box).toHaveValue('why is employment\nflagged?');
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('AI is analyzing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(box, 'another{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stream.push({ type: 'delta', text: 'The overlap of' });
    expect(await screen.findByText('The overlap of')).toBeInTheDocument();
    stream.push({
      type: 'answer',
      question: message('user', 'why is employment\nflagged?'),
      answer: message('assistant', '1 employment finding is flagged:'),
    });
    stream.end();
    await waitFor(() => {
      expect(exchanges).toHaveLength(1);
    });
    expect(exchanges[0]?.answer.content).toBe('1 employment finding is flagged:');
  });

  it('shows the error text with Retry when the answer fails, and asks again on Retry', async () => {
    const failing = streamedResponse();
    const fetchMock = vi.fn(() => Promise.resolve(failing.response));
    vi.stubGlobal('fetch', fetchMock);
    const { user, box } = renderChat();
    await user.type(box, 'why is employment flagged?{Enter}');
    const text =
      'I apologize, but I encountered an error: The language model did not answer within 30 s. Please try again or contact support if the issue persists.';
    failing.push({ type: 'error', message: text });
    failing.end();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);

    const retry = streamedResponse();
    fetchMock.mockImplementation(() => Promise.resolve(retry.response));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse(
      (fetchMock.mock.calls[1] as unknown as [string, RequestInit & { body: string }])[1].body,
    ) as { message: string };
    expect(body.message).toBe('why is employment flagged?');
    retry.end();
  });

  it('labels an answer with what produced it and lists its evidence', () => {
    render(
      <AssistantChat
        session={{
          ...session,
          messages: [
            message('user', 'why is employment flagged?'),
            message('assistant', 'From the evidence:', {
              producedBy: 'llama3.1:8b',
              points: [
                {
                  text: 'The two jobs overlap for 14 months.',
                  evidence: [
                    {
                      findingId: '33333333-3333-4333-8333-333333333333',
                      evidenceIndex: 0,
                      code: 'EMPLOYMENT_OVERLAP',
                      status: 'discrepancy',
                      source: 'employment 1 startDate',
                      value: '2015-01-01',
                    },
                  ],
                },
              ],
            }),
          ],
        }}
        onExchange={() => undefined}
      />,
    );
    expect(screen.getByText('llama3.1:8b')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Evidence' })).toHaveTextContent(
      'discrepancy · employment 1 startDate: 2015-01-01',
    );
  });
});
