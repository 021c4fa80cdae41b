import { createFrameSigner, type FrameSigner, generateFrameKeyPair } from '../shared/frameProof'

/** The frame origin's own database; the host page's scripts can never open it. */
const DB_NAME = 'w3m-secure'
const STORE = 'keys'
const KEY_NAME = 'frame'

function request<T>(run: (db: IDBDatabase) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1)
    open.onupgradeneeded = () => open.result.createObjectStore(STORE)
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const db = open.result
      const req = run(db)
      req.onsuccess = () => {
        resolve(req.result)
        db.close()
      }
      req.onerror = () => {
        reject(req.error)
        db.close()
      }
    }
  })
}

/**
 * The frame's key pair: kept in its IndexedDB (a CryptoKey is stored as is, its private half
 * still unexportable), or made fresh. Where the browser denies the frame storage the key lives
 * as long as the page, and so do the sessions bound to it.
 */
export async function loadFrameSigner(): Promise<FrameSigner> {
  const stored = await request((db) =>
    db.transaction(STORE).objectStore(STORE).get(KEY_NAME),
  ).catch(() => undefined)
  if (stored?.privateKey && stored.publicKey) return createFrameSigner(stored as CryptoKeyPair)
  const pair = await generateFrameKeyPair()
  await request((db) =>
    db.transaction(STORE, 'readwrite').objectStore(STORE).put(pair, KEY_NAME),
  ).catch(() => undefined)
  return createFrameSigner(pair)
}
