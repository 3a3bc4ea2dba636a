/**
 * Where e-mail goes, through nodemailer: with SMTP_URL, to that SMTP server; without it (the embedded,
 * zero-configuration default), nowhere: nodemailer builds each message as it would send it and the
 * outbox keeps it, to be read at /dev/mailbox.
 */
import nodemailer from 'nodemailer';

/** What the delivery needs of a transport (a nodemailer Transporter). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    replyTo?: string;
    headers?: Record<string, string>;
    attachments?: Array<{ filename: string; contentType: string; content: string }>;
    messageId: string;
  }): Promise<{ messageId?: string }>;
  close(): void;
}

export function createMailTransport(smtpUrl: string | undefined, onError: (error: Error) => void = () => undefined): MailTransport {
  if (!smtpUrl) return nodemailer.createTransport({ jsonTransport: true });
  // A server that does not answer is a failed send to try again later, not a round held up for minutes. The
  // connection is kept for the next message (a pool of one, as a round sends one at a time): a new one per
  // message cost ~100 ms of greeting each.
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 1, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  // A failed send is its own promise's rejection; an error of the transport itself (e.g. its OAuth2 token) is logged,
  // never an unhandled 'error' event that would end the process.
  transport.on('error', onError);
  return transport;
}
