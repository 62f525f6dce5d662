import { describe, expect, it } from 'vitest';
import { ZLoginRequestSchema, ZUpdateCompanyRequestSchema } from '@portal/domain';
import { ApiError } from './http/index.ts';
import { serverFieldErrors } from './form-errors.ts';
import { confirmationError, domainResolver } from './form-validation.ts';

const login = ZLoginRequestSchema.pick({ email: true, password: true });

describe('form checks with the domain rules', () => {
  it('words each field by the domain catalogue, in the language', () => {
    expect(domainResolver(login, 'en')({ email: '', password: '' })).toEqual({
      email: 'The Email field is required',
      password: 'The Password field is required',
    });
    expect(domainResolver(login, 'fr')({ email: 'pas-un-courriel', password: 'x' })).toEqual({
      email: 'Le champ Courriel doit être une adresse courriel valide',
    });
    expect(domainResolver(login, 'en')({ email: 'marie@example.ca', password: 'x' })).toEqual({});
  });

  it('uses a label of its own for a field, and the rules across fields (province of the country)', () => {
    const errors = domainResolver(ZUpdateCompanyRequestSchema, 'en', { province: 'State' })({
      company: 'Lavoie',
      role: '',
      country: 'US',
      province: 'QC',
      phone: '1 (514) 555-1234',
      phoneExt: '',
    });
    expect(errors).toEqual({
      province: 'The State field is not a province or state of the selected country',
    });
  });

  it('refuses a confirmation that differs from the new password', () => {
    expect(confirmationError('en', 'Abcdefg1', 'Abcdefg2', 'newPassword')).toBe(
      'The New password field confirmation does not match',
    );
    expect(confirmationError('en', 'Abcdefg1', 'Abcdefg1', 'newPassword')).toBeUndefined();
  });

  it('puts the server’s field errors under the form’s field names', () => {
    const error = new ApiError(400, 'VALIDATION_ERROR', 'bad', { username: ['Bad email', 'again'] });
    expect(serverFieldErrors(error, { username: 'email' })).toEqual({ email: 'Bad email' });
    expect(serverFieldErrors(new Error('x'))).toEqual({});
  });
});
