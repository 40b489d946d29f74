import { describe, expect, it } from 'vitest';
import { loginIssues, newPasswordIssue, registerIssues, resetIssues } from './account-form-state';

describe('login form rules (spec 5)', () => {
  it('asks for e-mail and password, and a valid e-mail', () => {
    expect(loginIssues({ email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(loginIssues({ email: 'anna@', password: 'x' })).toEqual({ email: 'invalidEmail' });
    expect(loginIssues({ email: ' anna@example.com ', password: 'x' })).toEqual({});
  });
});

describe('register form rules (spec 5)', () => {
  it('gives each empty field its own message', () => {
    expect(registerIssues({ firstName: ' ', lastName: '', email: '', password: '' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });

  it('shows only the last failed password rule, in the order uppercase … length', () => {
    // Fails every rule: length is the last one checked.
    expect(newPasswordIssue('ß')).toBe('passwordLength');
    // Long enough: special is the last failure, although uppercase, lowercase, digit fail too.
    expect(newPasswordIssue('ßßßßßßßß')).toBe('passwordSpecial');
    expect(newPasswordIssue('abcdefg#')).toBe('passwordDigit');
    expect(newPasswordIssue('ABCDEF1#')).toBe('passwordLowercase');
    expect(newPasswordIssue('abcdef1#')).toBe('passwordUppercase');
    expect(newPasswordIssue('Abcdef1#')).toBeUndefined();
    expect(newPasswordIssue(`Ab1#${'x'.repeat(200)}`)).toBe('passwordTooLong');
  });
});

describe('reset page rules (spec 5)', () => {
  it('asks for the repeat and that it matches', () => {
    expect(resetIssues({ password: 'Abcdef1#', repeat: '' })).toEqual({
      repeat: 'passwordRepeatRequired',
    });
    expect(resetIssues({ password: 'Abcdef1#', repeat: 'Abcdef1!' })).toEqual({
      repeat: 'passwordMismatch',
    });
    expect(resetIssues({ password: 'Abcdef1#', repeat: 'Abcdef1#' })).toEqual({});
  });
});
