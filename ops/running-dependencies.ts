import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded PostgreSQL and Redis a process started (`npm start` on a machine without DATABASE_URL and
 * REDIS_URL), written down in the data directory while it runs, so that an ops command run beside it
 * (`npm run projections -- status`, `npm run import`) uses the same servers instead of starting a second
 * PostgreSQL on the same files, which cannot start.
 */
export type RunningDependencies = { pid: number; databaseUrl: string; redisUrl: string };

const fileIn = (dataDir: string) => join(dataDir, 'running.json');

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The servers another live process started on this data directory, if any. */
export function runningDependencies(dataDir: string): RunningDependencies | undefined {
  try {
    const running = JSON.parse(readFileSync(fileIn(dataDir), 'utf8')) as RunningDependencies;
    return running.pid !== process.pid && isAlive(running.pid) ? running : undefined;
  } catch {
    return undefined;
  }
}

/** Written by the process that started them; removed when it stops them. */
export function recordRunningDependencies(dataDir: string, urls: Omit<RunningDependencies, 'pid'>): () => void {
  const file = fileIn(dataDir);
  writeFileSync(file, JSON.stringify({ pid: process.pid, ...urls }));
  return () => {
    const recorded = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunningDependencies) : undefined;
    if (recorded?.pid === process.pid) rmSync(file, { force: true });
  };
}

/**
 * The PostgreSQL server whose files are in `dataDir/postgres`, when one runs that no running.json names (an
 * older start, or a crash): its process and port, from postmaster.pid, for a message that says what to do.
 */
export function postgresHoldingFiles(dataDir: string): { pid: number; port: number } | undefined {
  try {
    const [pid, , , port] = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const running = { pid: Number(pid), port: Number(port) };
    return Number.isInteger(running.pid) && isAlive(running.pid) ? running : undefined;
  } catch {
    return undefined;
  }
}
