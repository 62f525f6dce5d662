import { useSyncExternalStore } from 'react';
import { CHUNK_TIMEOUT_MS } from './domain.ts';

/**
 * The loader's stages (spec §2 "Layout and menu"): `loading` while the app starts, `fetching` while a screen's
 * code is downloaded, `installing` while it is evaluated, `booting` while it first renders. A chunk that has
 * not come after 120 s fails with ChunkTimeoutError (spec §8, §9) and the loader says the request failed.
 */
export const LOADER_STAGES = ['loading', 'fetching', 'installing', 'booting'] as const;
export type LoaderStage = (typeof LOADER_STAGES)[number] | 'idle';

let stage: LoaderStage = 'loading';
const listeners = new Set<() => void>();

export function setLoaderStage(next: LoaderStage): void {
  if (next === stage) return;
  stage = next;
  for (const listener of listeners) listener();
}

export function getLoaderStage(): LoaderStage {
  return stage;
}

export function useLoaderStage(): LoaderStage {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getLoaderStage,
    getLoaderStage,
  );
}

export class ChunkTimeoutError extends Error {
  override readonly name = 'ChunkTimeoutError';
  constructor(readonly ms: number) {
    super(`The screen's code did not arrive within ${ms / 1000} s`);
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError(ms)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Loads a screen's chunk through the stages, with the chunk time-out. */
export async function loadChunk<T>(importer: () => Promise<T>, ms: number = CHUNK_TIMEOUT_MS): Promise<T> {
  setLoaderStage('fetching');
  const module = await withTimeout(importer(), ms);
  setLoaderStage('installing');
  return module;
}

/** Whether an error is a failed or timed-out chunk load (as opposed to a bug in a screen). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkTimeoutError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
    message,
  );
}
