import { commonPasswordCount, isCommonPassword } from '../../src/domain/commonPasswords';
import { PASSWORD_MAX_LENGTH, passwordProblem, passwordRuleText } from '../../src/domain/passwordPolicy';

describe('password rules (NIST SP 800-63B)', () => {
  const check = (password: string, email = 'maria.costa@example.org', minLength?: number) =>
    passwordProblem(password, { email, minLength, isCommon: isCommonPassword })?.rule;

  it('ships a list of more than 10,000 common and breached passwords, matched in any case', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
    for (const common of ['password', 'PASSWORD', 'qwertyuiop123', 'password1234', 'iloveyou'])
      expect(isCommonPassword(common)).toBe(true);
    expect(isCommonPassword('Temp-2026-pass')).toBe(false);
  });

  it('names the first rule broken: length, the list, the email', () => {
    expect(check('a')).toBe('minLength');
    expect(check('elevenchars')).toBe('minLength');
    expect(check('twelve-chars')).toBeUndefined();
    expect(check('password1234')).toBe('common');
    expect(check('Maria.Costa@Example.org')).toBe('email');
    // The name before the @ too, when it is long enough to pass the length rule.
    expect(check('maria.costa.nl', 'maria.costa.nl@example.org')).toBe('email');
    expect(check('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('maxLength');
  });

  it('takes any password of 64 characters and more up to 128, spaces and any script included', () => {
    expect(check('correct horse battery staple '.repeat(3).slice(0, 64))).toBeUndefined();
    expect(check('y'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    // Counted in characters, not UTF-16 units: 12 emoji are 12 characters.
    expect(check('🍎🍐🍊🍋🍌🍉🍇🍓🫐🍈🍒🍑')).toBeUndefined();
    expect(check('ñandú glaciar')).toBeUndefined();
  });

  it('follows a configured minimum and says it in the message', () => {
    expect(passwordProblem('fourteen-chars', { minLength: 16 })).toEqual({
      rule: 'minLength',
      message: 'The password needs at least 16 characters.',
    });
    expect(passwordRuleText(16)).toBe('At least 16 characters; not a common or breached password, nor the email address.');
  });
});
