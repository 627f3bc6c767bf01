// The list of common and breached passwords every new password is checked against: the 49,000
// most used passwords of the breach corpora that @zxcvbn-ts/language-common ships (MIT licence,
// lower case). The browser loads it as its own chunk, only on the forms that set a password.
let list: Promise<ReadonlySet<string>> | null = null;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common/src/passwords.json').then((m) => new Set(m.default as string[]));
  return list;
}
