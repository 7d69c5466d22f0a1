import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api.ts';
import { checkFirstAdmin, firstAdminErrors } from './first-admin.ts';

const filled = { code: 'the-setup-code-0123', email: 'owner@example.com', password: 'a long enough password' };

describe('checkFirstAdmin', () => {
  it.each([
    ['everything filled in', filled, {}],
    ['no code (spaces only)', { ...filled, code: '  ' }, { code: 'Enter the setup code' }],
    ['no email', { ...filled, email: '' }, { email: 'Enter your email' }],
    ['no password', { ...filled, password: '' }, { password: 'Enter a password' }],
    ['a password of 11 characters', { ...filled, password: '12345678901' }, { password: 'Use at least 12 characters' }],
    ['a password of 12 characters', { ...filled, password: '123456789012' }, {}],
  ])('%s', (_name, values, errors) => {
    expect(checkFirstAdmin(values)).toEqual(errors);
  });
});

describe('firstAdminErrors', () => {
  it.each([
    [
      'a wrong code',
      new ApiError(422, 'x', { code: ['That setup code is not right'] }),
      { code: 'That setup code is not right' },
    ],
    [
      'field errors of the schema',
      new ApiError(422, 'x', { email: ['Enter a valid email address'], password: ['Use at least 12 characters'] }),
      { email: 'Enter a valid email address', password: 'Use at least 12 characters' },
    ],
    ['a 422 without fields', new ApiError(422, 'Bad input'), { form: 'Bad input' }],
    ['closed meanwhile', new ApiError(404, 'Not found'), { form: 'An admin already exists. Sign in instead.' }],
    ['the rate limit', new ApiError(429, 'Too many submissions'), { form: 'Too many submissions' }],
    ['a setting to fix', new ApiError(503, 'ADMIN_SETUP_CODE has fewer'), { form: 'ADMIN_SETUP_CODE has fewer' }],
    ['a server error', new ApiError(500, 'x'), { form: 'Creating the admin failed. Please try again.' }],
    ['not an answer at all', new Error('boom'), { form: 'Something went wrong. Please try again.' }],
  ])('%s', (_name, error, errors) => {
    expect(firstAdminErrors(error)).toEqual(errors);
  });
});
