/** The built shop (and the PayPal stand-in) as real processes, for the tests of starting, stopping and crashing. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

const BUILD = path.resolve('build/server');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
}

/** `node build/server/<script>` in production mode on 127.0.0.1, with only PATH from this environment. */
export function runBuilt(script: 'main.js' | 'paypal-stand-in.js', env: Record<string, string>): RunningProcess {
  let output = '';
  const child = spawn(process.execPath, [path.join(BUILD, script)], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

/** Resolves with the exit code (null after a signal). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function waitReady(request: APIRequestContext, url: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(`${url}/readyz`).catch(() => null))?.status(), { timeout: 60_000 })
    .toBe(200);
}
