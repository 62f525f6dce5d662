import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkTimeoutError,
  getLoaderStage,
  isChunkLoadError,
  loadChunk,
  setLoaderStage,
  withTimeout,
} from './loader-stage.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loader', () => {
  it('goes through fetching then installing while a chunk loads', async () => {
    setLoaderStage('loading');
    const stages: string[] = [];
    const module = await loadChunk(async () => {
      stages.push(getLoaderStage());
      return { ok: true };
    });
    stages.push(getLoaderStage());
    expect(stages).toEqual(['fetching', 'installing']);
    expect(module).toEqual({ ok: true });
  });

  it('fails a chunk that has not come after 120 s, with the time-out error', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(new Promise(() => {}), 120_000);
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a chunk that arrives in time', async () => {
    vi.useFakeTimers();
    await expect(withTimeout(Promise.resolve(7), 120_000)).resolves.toBe(7);
  });

  it('tells chunk failures from bugs', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
  });
});
