import { describe, expect, it } from 'vitest';
import { adServerName, cleanName, copyNameCandidate, copyNamePrefix, frenchElides } from './names.ts';

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

  it("strips only the platform's prefix, never the advertiser's own dashes (issue 12 item 4b)", () => {
    expect(cleanName('Boulangerie Tremblay – automne')).toBe('Boulangerie Tremblay – automne');
    expect(cleanName('Soldes - été')).toBe('Soldes - été');
    expect(cleanName(adServerName(42, 'Boulangerie Tremblay – automne'))).toBe(
      'Boulangerie Tremblay – automne',
    );
    expect(cleanName(adServerName(42, '2024 - Soldes'))).toBe('2024 - Soldes');
    expect(adServerName(42, ' Soldes ')).toBe('42-Soldes');
  });
});

describe('copyNameCandidate', () => {
  it('names a copy in the interface language', () => {
    expect(copyNameCandidate('Soldes', 1, 'fr')).toBe('Soldes (copie)');
    expect(copyNameCandidate('Soldes', 2, 'fr')).toBe('Soldes (copie 2)');
    expect(copyNameCandidate('Sale', 1, 'en')).toBe('Sale (copy)');
    expect(copyNamePrefix('Sale', 'en')).toBe('Sale (copy');
  });
});

describe('frenchElides (issue 31 §25)', () => {
  it('elides "de" before a vowel or an h, and keeps it before a consonant', () => {
    expect(frenchElides('Alice')).toBe(true);
    expect(frenchElides('Éloïse Tremblay')).toBe(true);
    expect(frenchElides(' Hélène')).toBe(true);
    expect(frenchElides('Claire Client')).toBe(false);
    expect(frenchElides('bob@example.com')).toBe(false);
  });
});
