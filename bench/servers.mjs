// The processes the bench races: the built shop and the reference servers (bench/reference), each its own process on
// a free port, plus the database they share (a fresh PostgreSQL database, or PGlite data dirs) and the React Router
// skeleton's build.
import { execFile, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The environment the serve script sets for the shop (`cross-env A=1 B=2 node ...`): the bench and the soak set it too. */
export function serveEnv() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const vars = /^cross-env((?:\s+\w+=\S+)*)\s+node\b/.exec(pkg.scripts.serve);
  if (!vars)
    throw new Error(`package.json's serve script does not start with cross-env ... node: ${pkg.scripts.serve}`);
  return Object.fromEntries(
    vars[1]
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split('=')),
  );
}

/**
 * The Node.js flags of package.json's `serve` script (the heap limits the shop runs with, docs/deploy.md), so the
 * bench and the soak start the shop the way `npm start` does.
 */
export function serveNodeFlags() {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const command = /\bnode((?:\s+--[\w-]+(?:=\S+)?)*)\s+build\/server\/main\.js/.exec(pkg.scripts.serve);
  if (!command) throw new Error(`package.json's serve script does not run build/server/main.js: ${pkg.scripts.serve}`);
  return command[1].trim().split(/\s+/).filter(Boolean);
}

/**
 * Starts `node [nodeFlags] script` on a free port and waits until GET readyPath answers 200.
 * @returns {Promise<{ name: string, pid: number, base: string, startMs: number,
 *   stop(): Promise<{ code: number | null, signal: string | null }>, output(): string }>} startMs: from spawn to the
 *   first 200 (polled every 20 ms); stop: SIGTERM, SIGKILL 10 s later, answers how it exited; output: the last 4,000
 *   characters the server wrote.
 */
export async function startServer({
  name,
  script,
  env,
  nodeFlags = [],
  cwd = root,
  readyPath = '/readyz',
  timeoutMs = 120_000,
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  let output = '';
  const child = spawn(process.execPath, [...nodeFlags, script], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last lines the server wrote (its log on stdout, errors on stderr), shown when something goes wrong.
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exited = null;
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve((exited = { code, signal }))));
  const stop = async () => {
    if (exited) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exit;
    clearTimeout(timer);
    return exited;
  };
  while (performance.now() - started < timeoutMs) {
    if (exited) break;
    try {
      if ((await fetch(base + readyPath)).status === 200) {
        return {
          name,
          pid: child.pid,
          base,
          startMs: Math.round(performance.now() - started),
          stop,
          output: () => output,
        };
      }
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  await stop();
  throw new Error(
    `${name} did not become ready (${exited ? `exited ${exited.code ?? exited.signal}` : 'timed out'})\n${output}`,
  );
}

/**
 * A package root for the shop in `dir`: a copy of the build (so a rebuild during the run changes nothing), and links
 * to what the server reads beside it (package.json marks the root; migrations, public, node_modules).
 * @returns {string} the server's entry point
 */
export function prepareShopRoot(dir, buildDir = path.join(root, 'build')) {
  buildDir = path.resolve(buildDir);
  const entry = path.join(buildDir, 'server/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  mkdirSync(path.join(dir, 'server/db'), { recursive: true });
  cpSync(buildDir, path.join(dir, 'build'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), readFileSync(path.join(root, 'package.json')));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(root, 'public'), path.join(dir, 'public'));
  symlinkSync(path.join(root, 'server/db/migrations'), path.join(dir, 'server/db/migrations'));
  return path.join(dir, 'build/server/main.js');
}

/**
 * Builds bench/reference/rr7 with the project's own React Router (client/ and server/ inside the returned folder).
 * The build goes under node_modules/.cache so that its server bundle finds react and react-dom; `remove()` after.
 */
export async function buildSkeleton() {
  const outDir = path.join(root, `node_modules/.cache/pinshop-bench/rr7-${process.pid}`);
  rmSync(outDir, { recursive: true, force: true });
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
  try {
    await run(process.execPath, [cli, 'build', 'bench/reference/rr7'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', BENCH_RR7_BUILD_DIR: outDir },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    throw new Error(`building the React Router skeleton failed:\n${error.stderr || error.message}`);
  }
  return { dir: outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/**
 * A new PostgreSQL database on the server of `adminUrl` (its own name), for one run.
 * @returns {Promise<{ url: string, drop(): Promise<void> }>}
 */
export async function createDatabase(adminUrl) {
  const name = `pinshop_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

let ticksPerSecond;

/** CPU time (user + system, ms) and resident memory (MB) of process `pid`, from /proc. */
export async function processStats(pid) {
  ticksPerSecond ??= Number((await run('getconf', ['CLK_TCK']).catch(() => ({ stdout: '100' }))).stdout) || 100;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return { cpuMs: (ticks * 1000) / ticksPerSecond, rssMb: Math.round(rssKb / 1024) };
}
