import net from 'node:net';

/** One message a test SMTP server accepted: the envelope and the raw DATA section. */
export type ReceivedMail = { from: string; to: string[]; data: string };

export type TestSmtpServer = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While true, recipients are refused (550), so delivery fails like a rejecting relay's. */
  reject: boolean;
  close: () => Promise<void>;
};

/**
 * A minimal SMTP server on 127.0.0.1 (RFC 5321 commands a plain, unauthenticated client sends:
 * EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT), so tests deliver mail over a real socket
 * without leaving the machine.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const sockets = new Set<net.Socket>();
  const state: TestSmtpServer = {
    url: '',
    received: [],
    reject: false,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => {
          resolve();
        });
      }),
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A client that dies mid-conversation (a server process killed by a test) resets the
    // connection; the sink forgets it like any closed one instead of crashing the test run.
    socket.on('error', () => socket.destroy());
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
      else if (verb === 'MAIL') {
        envelope = { from: line.slice(10).trim(), to: [], data: '' };
        reply('250 OK');
      } else if (verb === 'RCPT') {
        if (state.reject) reply('550 No such user here');
        else {
          envelope.to.push(line.slice(8).trim());
          reply('250 OK');
        }
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          envelope.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          state.received.push(envelope);
          reply('250 OK: queued');
          continue;
        }
        const end = buffer.indexOf('\r\n');
        if (end === -1) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        command(line);
      }
    });
    reply('220 test-smtp ready');
  });

  await new Promise<void>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test SMTP server has no port');
  state.url = `smtp://127.0.0.1:${address.port}`;
  return state;
}

/** The text of a received message with quoted-printable soft breaks and escapes undone. */
function decodedText(mail: ReceivedMail): string {
  return mail.data
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a message to `email` carrying a link whose path starts with `path`, and returns that
 * link (as its recipient would follow it).
 */
export async function waitForMailedLink(
  smtp: TestSmtpServer,
  email: string,
  path: string,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of [...smtp.received].reverse()) {
      if (!mail.to.some((to) => to.replace(/[<>]/g, '').toLowerCase() === email.toLowerCase())) continue;
      const link = (decodedText(mail).match(/https?:\/\/[^\s<>"]+/g) ?? []).find((candidate) =>
        new URL(candidate).pathname.startsWith(path),
      );
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email} with a link to ${path}`);
}

/** A mailed link opened on the server under test (its path and query on `base`). */
export function sameServer(base: string, link: string): string {
  const url = new URL(link);
  return `${base}${url.pathname}${url.search}`;
}
