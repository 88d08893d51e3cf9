import type { AccountDirectory, Mail } from '@exam/platform';

/** The newest code mailed to an address for a purpose. */
export async function latestCode(
  directory: AccountDirectory,
  to: string,
  purpose: Mail['purpose'],
): Promise<string> {
  const mails = (await directory.listOutbox?.()) ?? [];
  const mail = mails.find((m) => m.to === to && m.purpose === purpose);
  if (!mail?.code) throw new Error(`no ${purpose} mail to ${to}`);
  return mail.code;
}
