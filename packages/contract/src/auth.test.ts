import { describe, expect, it } from 'vitest';
import { LoginInput, SignupInput } from './auth.ts';
import { MESSAGES } from './messages.ts';

const valid = { name: 'Ada', email: ' Ada@Tandem.dev ', password: 'Passw0rd!', role: 'candidate' };
const firstError = (input: unknown) => {
  const result = SignupInput.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('SignupInput', () => {
  it('trims and lowercases the email', () => {
    expect(SignupInput.parse(valid).email).toBe('ada@tandem.dev');
  });
  it('requires a username', () => {
    expect(firstError({ ...valid, name: '  ' })).toBe(MESSAGES.usernameRequired);
  });
  it('refuses an invalid email', () => {
    expect(firstError({ ...valid, email: 'not-an-email' })).toBe(MESSAGES.invalidEmail);
  });
  it('refuses an email over 255 characters', () => {
    expect(firstError({ ...valid, email: `${'a'.repeat(250)}@tandem.dev` })).toBe(MESSAGES.emailTooLong);
  });
  it.each(['someone@example.com', 'someone@TEST.com'])('refuses the sample domain of %s', (email) => {
    expect(firstError({ ...valid, email })).toBe(MESSAGES.emailDomainNotAllowed);
  });
  it('accepts a look-alike domain that is not a sample one', () => {
    expect(firstError({ ...valid, email: 'someone@example.org' })).toBeUndefined();
  });
  it('refuses a password shorter than 6 or longer than 30', () => {
    expect(firstError({ ...valid, password: 'Pa0!' })).toBe(MESSAGES.passwordTooShort);
    expect(firstError({ ...valid, password: `Pa0!${'a'.repeat(27)}` })).toBe(MESSAGES.passwordTooLong);
  });
  it.each(['password1!', 'PASSWORD1!', 'Password!!', 'Password12', 'Passw0rd#'])(
    'refuses the password %s without every character class',
    (password) => {
      expect(firstError({ ...valid, password })).toBe(MESSAGES.passwordComplexity);
    },
  );
  it('refuses an unknown role', () => {
    expect(firstError({ ...valid, role: 'admin' })).toBe(MESSAGES.invalidRole);
  });
});

describe('LoginInput', () => {
  it('asks for both fields', () => {
    const result = LoginInput.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.fillAllFields);
  });
});
