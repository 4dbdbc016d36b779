// A local mail sink for the end-to-end tests: a minimal SMTP server that accepts every message
// on 127.0.0.1 and keeps it in memory, and a small HTTP endpoint on 127.0.0.1 that lists what was
// received, so a test reads the mail a person would get (invitation, reset, verification links).
//
//   node scripts/mail-sink.mjs <smtp-port> <http-port>
//   GET /messages?to=<address>  → { messages: [{ to, subject, text, receivedAt }] }, newest first
//   GET /health                 → 200
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer } from 'node:net';

const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
if (!smtpPort || !httpPort) {
  console.error('usage: node scripts/mail-sink.mjs <smtp-port> <http-port>');
  process.exit(2);
}

const HOST = '127.0.0.1';
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** @type {{ to: string[]; subject: string; text: string; receivedAt: string }[]} */
const messages = [];

/** Splits a MIME entity into its headers (lower-case names, unfolded) and body. */
function splitEntity(raw) {
  const end = raw.indexOf('\r\n\r\n');
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end + 4);
  const headers = new Map();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body, encoding = '') {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** RFC 2047 encoded words in a header (=?utf-8?Q?…?= and =?utf-8?B?…?=). */
function decodeHeader(value) {
  return value.replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=\s*/g, (_, kind, data) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The text/plain content of a message, looking inside multipart entities. */
function plainTextOf(raw) {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = plainTextOf(part.replace(/^\r\n/, ''));
      if (text !== null) return text;
    }
    return null;
  }
  if (!type.toLowerCase().startsWith('text/plain')) return null;
  return decodeBody(body, headers.get('content-transfer-encoding'));
}

function store(recipients, data) {
  const { headers } = splitEntity(data);
  messages.push({
    to: recipients,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: (plainTextOf(data) ?? '').replace(/\r\n/g, '\n'),
    receivedAt: new Date().toISOString(),
  });
}

const smtp = createTcpServer((socket) => {
  socket.setEncoding('utf8');
  let buffer = '';
  let recipients = [];
  /** Lines of the message while in DATA, or null while reading commands. */
  let data = null;
  let dataBytes = 0;
  const reply = (line) => socket.write(`${line}\r\n`);

  const command = (line) => {
    const verb = line.split(' ', 1)[0].toUpperCase();
    switch (verb) {
      case 'EHLO':
        reply('250-localhost');
        reply('250-8BITMIME');
        reply('250-SMTPUTF8');
        return reply(`250 SIZE ${MAX_MESSAGE_BYTES}`);
      case 'HELO':
        return reply('250 localhost');
      case 'MAIL':
        recipients = [];
        return reply('250 OK');
      case 'RCPT': {
        const address = /<([^>]*)>/.exec(line)?.[1];
        if (!address) return reply('501 Syntax: RCPT TO:<address>');
        recipients.push(address.toLowerCase());
        return reply('250 OK');
      }
      case 'DATA':
        if (recipients.length === 0) return reply('503 RCPT first');
        data = [];
        dataBytes = 0;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      case 'RSET':
        recipients = [];
        return reply('250 OK');
      case 'NOOP':
        return reply('250 OK');
      case 'QUIT':
        reply('221 Bye');
        return socket.end();
      default:
        return reply('502 Command not implemented');
    }
  };

  socket.on('data', (chunk) => {
    buffer += chunk;
    let newline;
    while ((newline = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      if (data === null) {
        command(line);
      } else if (line === '.') {
        if (dataBytes > MAX_MESSAGE_BYTES) reply('552 Message too large');
        else {
          store(recipients, data.join('\r\n'));
          reply('250 OK: stored');
        }
        data = null;
        recipients = [];
      } else {
        dataBytes += line.length + 2;
        if (dataBytes <= MAX_MESSAGE_BYTES) data.push(line.startsWith('.') ? line.slice(1) : line);
      }
    }
  });
  socket.on('error', () => socket.destroy());
  reply('220 localhost ESMTP mail sink');
});

const http = createHttpServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`);
  if (request.method === 'GET' && url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (request.method === 'GET' && url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = messages.filter((m) => !to || m.to.includes(to)).reverse();
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messages: found }));
    return;
  }
  response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
});

smtp.listen(smtpPort, HOST, () => {
  http.listen(httpPort, HOST, () => {
    console.log(`mail sink: SMTP on ${HOST}:${smtpPort}, messages on http://${HOST}:${httpPort}/messages`);
  });
});
