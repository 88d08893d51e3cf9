import type { Mail } from '@exam/platform';

export type OutgoingMail = Omit<Mail, 'id' | 'sentAt'>;

/** Sends the identity service's mails (verification and reset codes). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Only the outbox can list what it sent, newest first. */
  list?(): Promise<Mail[]>;
  close(): Promise<void>;
}
