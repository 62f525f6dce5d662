import { describe, expect, it } from 'vitest';
import { localeCookie, readLocaleCookie } from './locale-cookie.ts';

describe('locale cookie', () => {
  it('is written for the whole site, for a year', () => {
    expect(localeCookie('en')).toBe('locale=en; path=/; max-age=31536000; SameSite=Lax');
  });

  it('is read among other cookies, only when it holds fr or en', () => {
    expect(readLocaleCookie('a=1; locale=en; b=2')).toBe('en');
    expect(readLocaleCookie('locale=de')).toBeNull();
    expect(readLocaleCookie('mylocale=fr')).toBeNull();
    expect(readLocaleCookie('')).toBeNull();
  });
});
