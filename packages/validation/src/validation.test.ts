import { describe, expect, it } from 'vitest';
import { emailSchema, failedPasswordRule, passwordSchema, phoneSchema } from './index';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('email', () => {
  it.each(['anna@example.com', 'a.b+shop@mail.example.de', ' trimmed@example.org '])(
    'accepts %s',
    (email) => expect(emailSchema.safeParse(email).success).toBe(true),
  );
  it.each(['anna', 'anna@', 'anna@example', 'an na@example.com', '@example.com', 'a@b.c'])(
    'rejects %s as invalid',
    (email) => expect(messageOf(emailSchema.safeParse(email))).toBe('validation.invalidEmail'),
  );
  it('asks for an empty address', () => {
    expect(messageOf(emailSchema.safeParse(''))).toBe('validation.required');
  });
});

describe('password rules in spec order, last failed rule wins', () => {
  it.each([
    ['Abcdef1!', undefined],
    ['abcdef1!', 'uppercase'],
    ['ABCDEF1!', 'lowercase'],
    ['Abcdefg!', 'digit'],
    ['Abcdefg1', 'special'],
    ['Abc1!', 'length'],
    // uppercase, digit and length all fail: the last of them, length, is shown
    ['abcdef!', 'length'],
    // uppercase and special fail: special is shown
    ['abcdefg1', 'special'],
  ])('%s → %s', (password, rule) => {
    expect(failedPasswordRule(password)).toBe(rule);
  });

  it('accepts every special character of the spec', () => {
    for (const special of '#?!@$%^&*-') {
      expect(failedPasswordRule(`Abcdefg1${special}`)).toBeUndefined();
    }
  });

  it('reports an empty password separately and refuses very long ones', () => {
    expect(messageOf(passwordSchema.safeParse(''))).toBe('validation.password.empty');
    expect(messageOf(passwordSchema.safeParse(`Aa1!${'x'.repeat(200)}`))).toBe(
      'validation.password.tooLong',
    );
    expect(messageOf(passwordSchema.safeParse('abcdefg1'))).toBe('validation.password.special');
  });
});

describe('phone', () => {
  it.each(['+4915112345678', '+41791234567'])('accepts E.164 %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['015112345678', '+0151', '+49 151 123', '+491234567890123456'])(
    'rejects %s',
    (phone) => {
      expect(messageOf(phoneSchema.safeParse(phone))).toBe('validation.phone');
    },
  );
});
