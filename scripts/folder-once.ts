// A folder made once and shared by every run (a cache under node_modules/.cache): filled in a scratch
// folder beside it and renamed into place, so a run in parallel never sees it half-written.
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';

/** Makes `target` with `fill` unless it exists; a run that loses the race keeps the winner's copy. */
export async function makeFolderOnce(target: string, fill: (scratch: string) => Promise<void>): Promise<void> {
  if (existsSync(target)) return;
  const scratch = `${target}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  try {
    await fill(scratch);
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
  try {
    renameSync(scratch, target);
  } catch {
    rmSync(scratch, { recursive: true, force: true });
  }
}
