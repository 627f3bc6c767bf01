// How `npm run restore` knows the server is running: the local server writes its process id to
// <DATA_DIR>/server.pid once it listens and removes the file when it stops. A file left by a
// crash names a process that no longer exists, so it never blocks a restore.
import fs from 'node:fs';
import path from 'node:path';

export const PID_FILE_NAME = 'server.pid';

/** Records this process as the server of `dataDir` until it exits; readable by its user only, as the other data files. */
export function writeServerPid(dataDir: string): void {
  const file = path.join(dataDir, PID_FILE_NAME);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${process.pid}\n`, { mode: 0o600 });
  // The mode applies to a new file only: one an earlier version left is tightened.
  fs.chmodSync(file, 0o600);
  process.once('exit', () => {
    // Only our own file: a later server on the same folder may have replaced it.
    if (runningServerPid(dataDir) === process.pid) fs.rmSync(file, { force: true });
  });
}

/** The id of a live process recorded as the server of `dataDir`, or null. */
export function runningServerPid(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, PID_FILE_NAME), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
