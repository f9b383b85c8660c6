import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../dependencies';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitUntilAnswering(url: string, child: ChildProcess, what: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${what} exited at start`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** Ends a child with SIGTERM (SIGKILL after 10 s) and waits for it to exit. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  if ((await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])) === false) {
    child.kill('SIGKILL');
    await exited;
  }
}

/** Waits for apt to finish installing Chromium (it may still be running when the benchmark starts). */
export async function waitForChromium(path: string, timeoutMs = 15 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  while (spawnSync(path, ['--version'], { stdio: 'ignore' }).status !== 0) {
    if (Date.now() > deadline) throw new Error(`${path} is not installed (waited ${timeoutMs / 60_000} min)`);
    if (!told) process.stderr.write(`Waiting for ${path} to be installed…\n`);
    told = true;
    await sleep(5000);
  }
  return spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** A headless Chromium that contacts nothing on its own, for Lighthouse to drive over its debugging port. */
export async function launchChromium(path: string) {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  const child = spawn(
    path,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-domain-reliability',
      '--metrics-recording-only',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const stop = async () => {
    await stopProcess(child);
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, child, 'Chromium', 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, stop };
}
