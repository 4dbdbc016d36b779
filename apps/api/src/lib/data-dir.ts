import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR holds the database, uploaded files and the secret: only the owner may read it. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Files and directories created by this process get no group or other access. */
export const PRIVATE_UMASK = 0o077;

export class DataDirAccessError extends Error {
  constructor(file: string, cause: unknown) {
    const code = (cause as NodeJS.ErrnoException | null)?.code ?? 'error';
    super(
      `Cannot restrict access to ${file} (${code}). Run Candor as the owner of DATA_DIR, or give that user ownership of it (chown -R).`,
      { cause },
    );
    this.name = 'DataDirAccessError';
  }
}

/**
 * Creates DATA_DIR if needed and gives everything in it owner-only modes (directories 0700,
 * files 0600), also for a tree an earlier version left readable or writable by others. Symbolic
 * links are left alone, and never followed.
 */
export async function securePrivateTree(root: string): Promise<void> {
  await mkdir(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  await restrict(root);
}

async function restrict(target: string): Promise<void> {
  try {
    const info = await lstat(target);
    if (info.isSymbolicLink()) return;
    const wanted = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((info.mode & 0o777) !== wanted) await chmod(target, wanted);
    if (!info.isDirectory()) return;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new DataDirAccessError(target, error);
  }
  let names: string[];
  try {
    names = await readdir(target);
  } catch (error) {
    throw new DataDirAccessError(target, error);
  }
  for (const name of names) await restrict(path.join(target, name));
}
