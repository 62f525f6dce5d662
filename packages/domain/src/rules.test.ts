import { describe, expect, it } from 'vitest';
import { GENERIC_RULE_CODES } from './validation-codes.ts';
import { isEmpty, rules } from './rules.ts';

const fails = (result: unknown) => result !== true;

describe('generic rules of spec §5', () => {
  it('has one validator per rule of the table', () => {
    expect(Object.keys(rules).sort()).toEqual([...GENERIC_RULE_CODES].sort());
  });

  it('lets empty values through every rule but required and required_if', () => {
    for (const value of [undefined, null, '']) {
      expect(rules.alpha(value)).toBe(true);
      expect(rules.email(value)).toBe(true);
      expect(rules.url(value)).toBe(true);
      expect(rules.between(value, { min: 1, max: 2 })).toBe(true);
      expect(rules.size(value, { size: 1 })).toBe(true);
    }
    expect(rules.required('')).toEqual({ code: 'required', params: {} });
    expect(rules.required('  ')).toEqual({ code: 'required', params: {} });
    expect(rules.required([])).toEqual({ code: 'required', params: {} });
    expect(rules.required(0)).toBe(true);
  });

  it('checks letters, alphanumerics, dashes and spaces, accents included', () => {
    expect(rules.alpha('Québec')).toBe(true);
    expect(rules.alpha('Québec1')).toEqual({ code: 'alpha', params: {} });
    expect(rules.alpha_num('Rue42')).toBe(true);
    expect(fails(rules.alpha_num('Rue 42'))).toBe(true);
    expect(rules.alpha_dash('mon_code-2')).toBe(true);
    expect(fails(rules.alpha_dash('mon code'))).toBe(true);
    expect(rules.alpha_spaces('Île du Prince')).toBe(true);
    expect(fails(rules.alpha_spaces('Île-du-Prince'))).toBe(true);
  });

  it('checks bounds inclusively', () => {
    expect(rules.between(1, { min: 1, max: 12 })).toBe(true);
    expect(rules.between('12', { min: 1, max: 12 })).toBe(true);
    expect(rules.between(13, { min: 1, max: 12 })).toEqual({ code: 'between', params: { min: 1, max: 12 } });
    expect(rules.min_value(0, { min: 1 })).toEqual({ code: 'min_value', params: { min: 1 } });
    expect(rules.max_value(511, { max: 511 })).toBe(true);
    expect(rules.max_value(512, { max: 511 })).toEqual({ code: 'max_value', params: { max: 511 } });
  });

  it('checks lengths of text', () => {
    expect(rules.min('abcdefg', { length: 8 })).toEqual({ code: 'min', params: { length: 8 } });
    expect(rules.min('abcdefgh', { length: 8 })).toBe(true);
    expect(rules.max('abc', { length: 3 })).toBe(true);
    expect(rules.max('abcd', { length: 3 })).toEqual({ code: 'max', params: { length: 3 } });
    expect(rules.length('abc', { length: 3 })).toBe(true);
    expect(fails(rules.length('ab', { length: 3 }))).toBe(true);
  });

  it('checks digits, integers and numerics', () => {
    expect(rules.digits('123456', { length: 6 })).toBe(true);
    expect(rules.digits('12345', { length: 6 })).toEqual({ code: 'digits', params: { length: 6 } });
    expect(fails(rules.digits('12345a', { length: 6 }))).toBe(true);
    expect(rules.integer('-4')).toBe(true);
    expect(fails(rules.integer('4.5'))).toBe(true);
    expect(rules.numeric('0042')).toBe(true);
    expect(fails(rules.numeric('4.2'))).toBe(true);
  });

  it('checks confirmation, inclusion and exclusion', () => {
    expect(rules.confirmed('Secret12', { target: 'Secret12' })).toBe(true);
    expect(rules.confirmed('Secret12', { target: 'Secret13' })).toEqual({ code: 'confirmed', params: {} });
    expect(rules.oneOf('fr', { values: ['fr', 'en'] })).toBe(true);
    expect(fails(rules.oneOf('de', { values: ['fr', 'en'] }))).toBe(true);
    expect(rules.excluded('admin', { values: ['admin'] })).toEqual({ code: 'excluded', params: {} });
  });

  it('checks email, URL and pattern', () => {
    expect(rules.email('a@b.ca')).toBe(true);
    expect(fails(rules.email('a@b'))).toBe(true);
    expect(rules.url('https://example.com/x')).toBe(true);
    expect(rules.url('www.example.com')).toEqual({ code: 'url', params: {} });
    expect(rules.regex('H2X', { pattern: /^[A-Z]\d[A-Z]$/ })).toBe(true);
    expect(rules.regex('22X', { pattern: '^[A-Z]\\d[A-Z]$' })).toEqual({ code: 'regex', params: {} });
  });

  it('requires a field only when its condition holds', () => {
    expect(rules.required_if('', { target: 'native', values: ['native'] })).toEqual({
      code: 'required_if',
      params: {},
    });
    expect(rules.required_if('', { target: 'standard', values: ['native'] })).toBe(true);
    expect(rules.required_if('', { target: '' })).toBe(true);
    expect(fails(rules.required_if(null, { target: 'x' }))).toBe(true);
  });

  it('checks files: extension, type, image format, dimensions and weight', () => {
    expect(rules.ext({ name: 'ad.PNG' }, { extensions: ['png'] })).toBe(true);
    expect(fails(rules.ext('ad.bmp', { extensions: ['png'] }))).toBe(true);
    expect(rules.mimes({ type: 'image/png' }, { types: ['image/*'] })).toBe(true);
    expect(fails(rules.mimes({ type: 'text/html' }, { types: ['image/*'] }))).toBe(true);
    expect(rules.image({ name: 'ad.gif' })).toBe(true);
    expect(rules.image({ name: 'ad.jpg', type: 'image/jpeg' })).toBe(true);
    expect(rules.image({ name: 'ad.webp', type: 'image/webp' })).toEqual({ code: 'image', params: {} });
    expect(rules.dimensions({ width: 300, height: 250 }, { width: 300, height: 250 })).toBe(true);
    expect(rules.dimensions({ width: 300, height: 251 }, { width: 300, height: 250 })).toEqual({
      code: 'dimensions',
      params: { width: 300, height: 250 },
    });
    expect(rules.size({ size: 150 * 1024 }, { size: 150 })).toBe(true);
    expect(rules.size({ size: 150 * 1024 + 1 }, { size: 150 })).toEqual({
      code: 'size',
      params: { size: 150 },
    });
    expect(rules.size(1, { size: 150 })).toBe(true);
  });

  it('knows what is empty', () => {
    expect([undefined, null, '', ' ', []].every(isEmpty)).toBe(true);
    expect([0, false, 'a', [1]].some(isEmpty)).toBe(false);
  });
});
