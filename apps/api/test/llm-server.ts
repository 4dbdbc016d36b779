import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next completion does: answer with this content (streamed in pieces), or never answer. */
export type LlmReply = { content: string } | { hang: true };

export type TestLlmServer = {
  /** `http://127.0.0.1:<port>/v1`, for AI_BASE_URL. */
  baseUrl: string;
  /** The JSON bodies of the chat completion requests received. */
  requests: Record<string, unknown>[];
  /** Replies for the next requests, in order; without one the server answers 500. */
  replies: LlmReply[];
  close: () => Promise<void>;
};

/**
 * A minimal OpenAI-compatible server on 127.0.0.1: `POST /v1/chat/completions`, streamed
 * (server-sent events, as the AI SDK asks) or not, so the assistant talks to a real HTTP endpoint
 * without leaving the machine.
 */
export async function startTestLlmServer(): Promise<TestLlmServer> {
  const hanging = new Set<http.ServerResponse>();
  const state: TestLlmServer = {
    baseUrl: '',
    requests: [],
    replies: [],
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      state.requests.push(body);
      const reply = state.replies.shift();
      if (!reply) {
        res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"no reply"}}');
        return;
      }
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      const base = { id: 'chatcmpl-test', created: 1_700_000_000, model: String(body.model) };
      const usage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };
      if (body.stream !== true) {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [
              { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
            ],
            usage,
          }),
        );
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
      const pieces = reply.content.match(/[\s\S]{1,12}/g) ?? [];
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }],
      });
      for (const piece of pieces) {
        send({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
        });
      }
      send({
        ...base,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
        usage,
      });
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}
