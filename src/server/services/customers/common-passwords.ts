/**
 * The commonest passwords, refused as new ones: the ranked list of the maintained zxcvbn-ts common
 * dictionary (about 49,000 leaked passwords, most used first). Loaded on the first check, not at start.
 */
let list: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())));
  return list;
}

/** A checker for `newPassword` (domain/customers/account-input.ts): true for a listed password, whatever its case. */
export async function commonPasswordCheck(): Promise<(password: string) => boolean> {
  const common = await load();
  return (password) => common.has(password.toLowerCase());
}
