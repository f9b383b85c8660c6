import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repositoryRoot } from '../../ops/runtime';

/**
 * One of the project's scripts in a process of its own, as npm's scripts run it (one node process, so signals
 * reach the script itself), with only this environment: its exit, its output, and a wait for a log line.
 */
export function runScript(script: string, env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(repositoryRoot, script), ...args], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** The first JSON log line with this message; throws when it has not come within the time or the script ended. */
  const waitForLog = async (message: string, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const line = stdout.split('\n').find((l) => l.includes(`"msg":"${message}"`));
      if (line) return JSON.parse(line) as Record<string, unknown>;
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${message}" log; stderr: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { child, exited, waitForLog, output: () => ({ stdout, stderr }) };
}
