import { describe, expect, it } from 'vitest';
import { commonPasswordList, passwordPolicyRefusal } from './password-policy.ts';

const EMAIL = 'jonas.jonaitis@dumunamai.lt';

describe('the common password list', () => {
  it('when the list is loaded, then it has at least 10,000 entries, all lowercase and trimmed', () => {
    const list = commonPasswordList();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    const unfit = [...list].filter((entry) => entry !== entry.trim().toLowerCase() || entry === '');
    expect(unfit).toEqual([]);
  });

  it('when the list is asked for twice, then it is read once and the same set is returned', () => {
    expect(commonPasswordList()).toBe(commonPasswordList());
  });
});

describe('passwordPolicyRefusal', () => {
  it.each(['password', 'Password', 'PASSWORD', 'pAsSwOrD'])("when the password is '%s' (any case), then it is refused as too common", (password) => {
    expect(passwordPolicyRefusal(password, EMAIL)).toBe('passwordTooCommon');
  });

  it.each(['123456', 'qwerty123', 'iloveyou', 'Letmein', 'P@ssw0rd', 'football', 'zaq12wsx'])(
    "when the password is the listed '%s', then it is refused as too common",
    (password) => {
      expect(passwordPolicyRefusal(password, null)).toBe('passwordTooCommon');
    },
  );

  it('when a listed password has spaces around it, then it is still refused as too common', () => {
    expect(passwordPolicyRefusal('  password  ', null)).toBe('passwordTooCommon');
  });

  it.each(['aaaaaa', '222222', '00000000', '121212', '123123123', '12341234', 'abcabc', 'qwerqwer'])(
    "when the password is one short block repeated ('%s'), then it is refused as too common",
    (password) => {
      expect(passwordPolicyRefusal(password, null)).toBe('passwordTooCommon');
    },
  );

  it.each(['654321', '987654321', '3456789', 'abcdef', 'ABCDEFG', 'zyxwvu'])(
    "when the password is a straight run ('%s'), then it is refused as too common",
    (password) => {
      expect(passwordPolicyRefusal(password, null)).toBe('passwordTooCommon');
    },
  );

  it('when the password equals the whole e-mail address (any case), then it is refused as containing the e-mail', () => {
    expect(passwordPolicyRefusal('Jonas.Jonaitis@DumuNamai.lt', EMAIL)).toBe('passwordContainsEmail');
  });

  it("when the password equals the e-mail's local part, then it is refused as containing the e-mail", () => {
    expect(passwordPolicyRefusal('jonas.jonaitis', EMAIL)).toBe('passwordContainsEmail');
  });

  it.each(['jonas.jonaitis2024', 'My-Jonas.Jonaitis!', 'xJONAS.JONAITISx'])(
    "when the password contains the e-mail's local part ('%s'), then it is refused",
    (password) => {
      expect(passwordPolicyRefusal(password, EMAIL)).toBe('passwordContainsEmail');
    },
  );

  it('when the local part has three letters and the password contains it, then it is refused', () => {
    expect(passwordPolicyRefusal('Zigmas-bar-2024', 'bar@example.com')).toBe('passwordContainsEmail');
  });

  it('when the local part has 2 letters, then a password containing it passes', () => {
    expect(passwordPolicyRefusal('Kojinės-Jo-2024', 'jo@example.com')).toBeNull();
  });

  it('when the local part has 2 letters and the password equals it, then it is refused', () => {
    expect(passwordPolicyRefusal('JO', 'jo@example.com')).toBe('passwordContainsEmail');
  });

  it('when the local part is short and the password contains the whole address, then it is refused', () => {
    expect(passwordPolicyRefusal('my jo@example.com pass', 'jo@example.com')).toBe('passwordContainsEmail');
  });

  it('when the address has a +tag, then a password containing the part before it is refused', () => {
    expect(passwordPolicyRefusal('Jonas-Dumai-77', 'jonas+shop@example.com')).toBe('passwordContainsEmail');
  });

  it('when a common password also contains the local part, then the e-mail refusal is the one given', () => {
    expect(passwordPolicyRefusal('admin123', 'admin@example.com')).toBe('passwordContainsEmail');
  });

  it('when no e-mail is known, then only the list and the patterns apply', () => {
    expect(passwordPolicyRefusal('jonas.jonaitis2024', null)).toBeNull();
    expect(passwordPolicyRefusal('jonas.jonaitis2024', undefined)).toBeNull();
    expect(passwordPolicyRefusal('jonas.jonaitis2024', '')).toBeNull();
  });

  it.each(['Vyšnių-Dūmai-77', 'correct horse battery staple', 'T4bak0-Sandėlis!', 'pakuotė-19-krūmas'])(
    "when the password is a strong one ('%s'), then it passes",
    (password) => {
      expect(passwordPolicyRefusal(password, EMAIL)).toBeNull();
    },
  );

  it('when a password only starts like a run or a repeat, then it passes', () => {
    expect(passwordPolicyRefusal('123456-Kalnas', null)).toBeNull();
    expect(passwordPolicyRefusal('aaaaaab7Q', null)).toBeNull();
  });
});
