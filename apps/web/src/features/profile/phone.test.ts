import { describe, expect, it } from 'vitest';
import { isPhone } from '@portal/domain';
import { formatPhoneInput } from './phone.ts';

describe('phone typing help', () => {
  it('lays out ten digits as 1 (ddd) ddd-dddd, which the domain rule accepts', () => {
    expect(formatPhoneInput('5145551234')).toBe('1 (514) 555-1234');
    expect(isPhone(formatPhoneInput('514 555 1234'))).toBe(true);
  });

  it('keeps a leading 1 and ignores what is not a digit', () => {
    expect(formatPhoneInput('+1 (514) 555-1234')).toBe('1 (514) 555-1234');
    expect(formatPhoneInput('1-514-555-1234 ext')).toBe('1 (514) 555-1234');
  });

  it('formats a number being typed, digit by digit', () => {
    expect(formatPhoneInput('')).toBe('');
    expect(formatPhoneInput('5')).toBe('1 (5');
    expect(formatPhoneInput('514')).toBe('1 (514');
    expect(formatPhoneInput('5145')).toBe('1 (514) 5');
    expect(formatPhoneInput('5145551')).toBe('1 (514) 555-1');
  });

  it('stops at eleven digits', () => {
    expect(formatPhoneInput('1514555123499')).toBe('1 (514) 555-1234');
  });
});
