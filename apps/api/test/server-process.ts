import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** The real server as a child process (from source), its base URL and what it printed. */
export type ServerProcess = { child: ChildProcess; base: string; output: string[] };

/** Starts the server on `port` with `env` added to this process's; resolves once /api/ready answers. */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
    try {
      const res = await fetch(`${base}/api/ready`);
      if (res.ok) return { child, base, output };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready: ${output.join('')}`);
}

/** Ends a server process with `signal` (SIGKILL: as a crash would). */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      resolve();
      return;
    }
    server.child.once('exit', () => {
      resolve();
    });
    server.child.kill(signal);
  });
}
