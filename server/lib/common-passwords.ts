/**
 * Passwords of 12+ characters that appear near the top of public breach corpora, plus shapes that
 * a list cannot enumerate (one repeated character, a run of a keyboard row or of digits).
 */
const LIST = new Set(
  `password1234 password12345 password123456 password1234! passw0rd1234 123456789012 1234567890123
1234567890ab qwertyuiop12 qwertyuiop123 qwertyuiopas 1q2w3e4r5t6y 1q2w3e4r5t6y7u qazwsxedcrfv
1qaz2wsx3edc 1qaz2wsx3edc4rfv iloveyou1234 princess1234 sunshine1234 football1234 baseball1234
letmein12345 welcome12345 welcome1234! monkey123456 dragon123456 superman1234 starwars1234
trustno1trustno1 administrator admin1234567 adminadmin12 changeme1234 passwordpassword
qwerty123456 qwertyqwerty asdfghjkl123 zxcvbnm12345 abcdefghijkl abcdef123456 abc123456789
aaaaaaaaaaaa 111111111111 000000000000 121212121212 123123123123 112233445566 987654321098
iloveyou12345 michael12345 jennifer1234 whatever1234 computer1234 internet1234 football12345
trttutoring1 trttutoring12 tutoring1234 tutoring12345 passwort1234 passwort12345 hallo1234567
qwertzuiop12 qwertzuiop123 azertyuiop12 motdepasse12 contrasena12 password2024 password2025
password2026 summer202425 winter202425 spring202526 autumn202526`.split(/\s+/),
);

export function isCommonPassword(password: string): boolean {
  const p = password.toLowerCase();
  if (LIST.has(p)) return true;
  if (/^(.)\1+$/.test(p)) return true;
  const runs = [
    '0123456789012345678901234567890',
    'abcdefghijklmnopqrstuvwxyz',
    'qwertyuiopasdfghjklzxcvbnm',
    'qwertzuiopasdfghjklyxcvbnm',
  ];
  return runs.some((r) => r.includes(p) || r.split('').reverse().join('').includes(p));
}
