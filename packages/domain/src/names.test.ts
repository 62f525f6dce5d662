import { describe, expect, it } from 'vitest';
import { cleanName } from './names.ts';

describe('clean name', () => {
  it('keeps the text after the first dash, trimmed', () => {
    expect(cleanName('12345 - Campagne printemps')).toBe('Campagne printemps');
    expect(cleanName('12345-Soldes - été')).toBe('Soldes - été');
  });

  it('treats typographic dashes as dashes', () => {
    expect(cleanName('12345 – Rentrée')).toBe('Rentrée');
    expect(cleanName('12345 — Rentrée')).toBe('Rentrée');
  });

  it('keeps the whole name when there is no dash, or nothing after it', () => {
    expect(cleanName(' Campagne ')).toBe('Campagne');
    expect(cleanName('Campagne -')).toBe('Campagne -');
  });
});
