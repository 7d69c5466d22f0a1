import { describe, expect, it } from 'vitest';
import { localize } from '../../lib/messages.ts';
import { ONLY_SPACES, POLICY_MESSAGES, passwordProblem, SAME_AS_CURRENT } from './password-policy.server.ts';

describe('passwordProblem', () => {
  it.each([
    ['one character repeated', 'aaaaaaaaaaaa', /^Too easy to guess: it repeats characters\./],
    ['digits in a row', '123456789012', /^Too easy to guess/],
    ['a keyboard row', 'qwertyuiop12', /^Too easy to guess/],
    ['a common password with digits', 'password1234', /^Too easy to guess: it is a common password/],
    ['twelve spaces', ' '.repeat(12), new RegExp(`^${ONLY_SPACES}$`)],
    ['tabs and line breaks', '\t\n'.repeat(6), new RegExp(`^${ONLY_SPACES}$`)],
  ])('refuses %s', async (_name, password, why) => {
    expect(await passwordProblem(password)).toMatch(why);
  });

  it('refuses the e-mail address it is for', async () => {
    expect(await passwordProblem('anna.koval@doors.ua', { emails: ['anna.koval@doors.ua'] })).toMatch(
      /^Too easy to guess: it contains the e-mail address/,
    );
  });

  it('refuses the current password, however strong', async () => {
    const strong = 'walnut hinge lintel 42';
    expect(await passwordProblem(strong)).toBeUndefined();
    expect(await passwordProblem(strong, { current: strong })).toBe(SAME_AS_CURRENT);
  });

  it.each(['correct horse battery staple', 'walnut hinge lintel 42', 'Kx9mPq2wLz7Rv'])(
    'accepts %s',
    async (password) => {
      expect(await passwordProblem(password, { emails: ['owner@example.com'] })).toBeUndefined();
    },
  );

  it('says every reason in Ukrainian too (the dictionaries’ server.* keys)', () => {
    for (const message of POLICY_MESSAGES) expect(localize(message, 'uk'), message).not.toBe(message);
  });
});
