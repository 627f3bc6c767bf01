// Passwords of 6+ characters that top the public breach lists (lower case); refused at signup
// and reset because they fall to the first guesses of any attacker.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456', '1234567', '12345678', '123456789', '1234567890', '0123456789', '987654321', '9876543210',
  '654321', '111111', '000000', '222222', '333333', '444444', '555555', '666666', '777777', '888888',
  '999999', '121212', '123123', '112233', '123321', '159753', '147258', '147258369', '123654',
  '789456', '456789', '852456', '741852963', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', 'q1w2e3r4',
  'qwerty', 'qwerty123', 'qwertyuiop', 'asdfgh', 'asdfghjkl', 'zxcvbn', 'zxcvbnm', '1qaz2wsx',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'p@ssword', 'pass@123',
  'abc123', 'abcdef', 'abcd1234', 'abcdefg', 'abcdefgh', 'a123456', 'aa123456', 'iloveyou',
  'sunshine', 'princess', 'football', 'baseball', 'cricket', 'dragon', 'monkey', 'letmein',
  'welcome', 'welcome1', 'welcome123', 'admin123', 'administrator', 'master', 'shadow',
  'superman', 'batman', 'trustno1', 'starwars', 'michael', 'jennifer', 'charlie', 'freedom',
  'whatever', 'computer', 'internet', 'google', 'samsung', 'hello123', 'india123', 'india@123',
  'bharat', 'krishna', 'sairam', 'omsairam', 'ganesh', 'lakshmi', 'srinivas', 'hyderabad',
  'andhra', 'vijayawada', 'changeme', 'secret', 'test123', 'test1234', 'demo123', 'user123',
]);
