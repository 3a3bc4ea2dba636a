/**
 * The commonest passwords, refused as new ones: the ranked list of the maintained zxcvbn-ts common
 * dictionary (about 49,000 leaked passwords, most used first). Loaded on the first check, not at start.
 */
let list: Promise<Set<string>> | undefined;

function load(): Promise<Set<string>> {
  // In the bundled server (npm start) the package arrives as a CommonJS module's namespace: its
  // exports under `default`; under tsx and the tests, as named exports.
  list ??= import('@zxcvbn-ts/language-common').then((module) => {
    const { dictionary } = (module as { dictionary?: typeof module.dictionary }).dictionary ? module : (module as unknown as { default: typeof module }).default;
    return new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  });
  return list;
}

/** A checker for `newPassword` (domain/customers/account-input.ts): true for a listed password, whatever its case. */
export async function commonPasswordCheck(): Promise<(password: string) => boolean> {
  const common = await load();
  return (password) => common.has(password.toLowerCase());
}
