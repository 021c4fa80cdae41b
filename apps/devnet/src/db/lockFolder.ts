import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Another live devnet holds the data folder: PGlite is single-process, two would corrupt it. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError'
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes `<folder>.lock` for this process, or throws when a live process holds it; returns the release. */
export function lockFolder(folder: string): () => void {
  const lockFile = `${folder}.lock`
  try {
    writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(lockFile, 'utf8'))
    if (Number.isInteger(holder) && isAlive(holder)) {
      throw new DataFolderInUseError(
        `${folder} is in use by process ${holder}; stop it, or give this devnet another W3M_DEVNET_DATA or W3M_PORT_OFFSET`,
      )
    }
    // A stale lock left by a devnet that died: take it over.
    writeFileSync(lockFile, String(process.pid))
  }
  return () => rmSync(lockFile, { force: true })
}
