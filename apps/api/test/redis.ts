import { connect } from 'node:net';

/** Redis at REDIS_URL, or on 127.0.0.1:6379 when it answers; null when there is none. */
export async function findRedis(): Promise<string | null> {
  if (process.env.REDIS_URL) return process.env.REDIS_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port: 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => {
      done(false);
    });
    socket.once('error', () => {
      done(false);
    });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      done(data.toString().startsWith('+PONG'));
    });
  });
  return answers ? 'redis://127.0.0.1:6379' : null;
}
