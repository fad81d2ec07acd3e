/**
 * Passwords of 8+ characters that appear at the top of public breach-frequency lists (shorter ones are refused by
 * length already). NIST SP 800-63B asks verifiers to refuse values known to be commonly used; a full breach
 * corpus (e.g. a k-anonymity lookup) would be the next step and needs a network call we do not make here.
 */
const COMMON = `
password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword pa55word passwort
12345678 123456789 1234567890 12345678910 123123123 123456789a 1q2w3e4r 1q2w3e4r5t 1qaz2wsx 1qazxsw2
qwertyuiop qwerty123 qwerty12 qwerty1234 qwertyui asdfghjkl asdfasdf asdf1234 zxcvbnm1 zaq12wsx
11111111 00000000 88888888 66666666 12121212 11223344 87654321 98765432 99999999 22222222 55555555
iloveyou iloveyou1 princess sunshine football baseball basketball superman batman123 starwars
welcome1 welcome123 letmein1 letmein123 trustno1 monkey123 dragon123 master123 shadow123 michael1
jennifer jordan23 computer internet whatever freedom1 trustno1 abcd1234 abc12345 abcdefgh 1234abcd
administrator admin123 admin1234 changeme changeme1 default1 testtest test1234 secret123 loveyou1
golfgolf golfer123 golf1234 tigerwoods masters1 birdie123 fairway1 holeinone hole1234 pinshop1
summer2024 summer2025 winter2024 spring2024 autumn2024 football1 baseball1 soccer123 hockey123
charlie1 chelsea1 liverpool arsenal1 manchester michelle jessica1 ashley12 nicole12 daniel12
qwe123qwe 1q2w3e4r5t6y zxcvbnm123 q1w2e3r4 a1b2c3d4 1a2b3c4d aa123456 a123456789 password!
`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password) || /^(0123456789|1234567890)+/.test(password);
}
