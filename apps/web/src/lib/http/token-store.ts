/**
 * The access token, kept in local storage under `jwtToken` (spec §4, §9). Where local storage is missing
 * (Node in tests) or refuses to work (privacy modes, quota), the token lives in memory for the life of the page.
 */
const TOKEN_KEY = 'jwtToken';

/** Holds the token only when local storage could not take it. */
let memoryToken: string | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Some browsers throw on the mere access to localStorage when storage is disabled.
    return null;
  }
}

export const tokenStore = {
  get(): string | null {
    try {
      return storage()?.getItem(TOKEN_KEY) ?? memoryToken;
    } catch {
      return memoryToken;
    }
  },
  set(token: string): void {
    const store = storage();
    try {
      if (!store) throw new Error('no local storage');
      store.setItem(TOKEN_KEY, token);
      memoryToken = null;
    } catch {
      memoryToken = token;
    }
  },
  clear(): void {
    memoryToken = null;
    try {
      storage()?.removeItem(TOKEN_KEY);
    } catch {
      // Nothing stored where storage is unusable.
    }
  },
};
