import { createSocket, type Socket } from 'node:dgram';

/** How the test DNS server answers one name (lower-case, no trailing dot; '' is the root zone). */
export type DnsAnswer =
  | { mx: string[] }
  | { ns: string[] }
  /** NOERROR without records (the name exists, the type does not). */
  | { empty: true }
  /** 2 = SERVFAIL, 3 = NXDOMAIN, 5 = REFUSED. */
  | { rcode: 2 | 3 | 5 }
  /** No answer at all (the client times out). */
  | { silent: true };

const TYPE_MX = 15;
const TYPE_NS = 2;

function encodeName(name: string): Buffer {
  const labels = name === '' ? [] : name.split('.');
  return Buffer.concat([
    ...labels.map((label) => Buffer.concat([Buffer.from([label.length]), Buffer.from(label, 'ascii')])),
    Buffer.from([0]),
  ]);
}

function readQuestion(query: Buffer): { name: string; type: number; end: number } {
  const labels: string[] = [];
  let offset = 12;
  while (query[offset] !== 0) {
    const length = query[offset] ?? 0;
    labels.push(query.subarray(offset + 1, offset + 1 + length).toString('ascii'));
    offset += length + 1;
  }
  offset += 1;
  return { name: labels.join('.').toLowerCase(), type: query.readUInt16BE(offset), end: offset + 4 };
}

function record(type: number, rdata: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.writeUInt16BE(0xc00c, 0); // the question's name
  head.writeUInt16BE(type, 2);
  head.writeUInt16BE(1, 4); // IN
  head.writeUInt32BE(60, 6);
  head.writeUInt16BE(rdata.length, 10);
  return Buffer.concat([head, rdata]);
}

function respond(query: Buffer, answer: Exclude<DnsAnswer, { silent: true }>): Buffer {
  const question = readQuestion(query);
  const records: Buffer[] = [];
  let rcode = 0;
  if ('rcode' in answer) rcode = answer.rcode;
  else if ('mx' in answer && question.type === TYPE_MX) {
    answer.mx.forEach((exchange, i) => {
      const preference = Buffer.alloc(2);
      preference.writeUInt16BE((i + 1) * 10, 0);
      records.push(record(TYPE_MX, Buffer.concat([preference, encodeName(exchange)])));
    });
  } else if ('ns' in answer && question.type === TYPE_NS) {
    for (const server of answer.ns) records.push(record(TYPE_NS, encodeName(server)));
  }
  const header = Buffer.alloc(12);
  header.writeUInt16BE(query.readUInt16BE(0), 0);
  header.writeUInt16BE(0x8000 | 0x0400 | (query.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
  header.writeUInt16BE(1, 4);
  header.writeUInt16BE(records.length, 6);
  return Buffer.concat([header, query.subarray(12, question.end), ...records]);
}

/**
 * A tiny authoritative DNS server on a loopback UDP port, answering MX and NS questions from a
 * table; names missing from it get `otherwise` (NXDOMAIN unless told).
 */
export async function startDnsServer(
  zone: Record<string, DnsAnswer>,
  otherwise: DnsAnswer = { rcode: 3 },
): Promise<{ address: string; questions: string[]; close: () => Promise<void> }> {
  const socket: Socket = createSocket('udp4');
  const questions: string[] = [];
  socket.on('message', (message, remote) => {
    if (message.length < 17) return;
    const { name } = readQuestion(message);
    questions.push(name);
    const answer = zone[name] ?? otherwise;
    if ('silent' in answer) return;
    socket.send(respond(message, answer), remote.port, remote.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    questions,
    close: () =>
      new Promise<void>((resolve) =>
        socket.close(() => {
          resolve();
        }),
      ),
  };
}
