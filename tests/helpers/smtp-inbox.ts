/**
 * A real SMTP server on this machine (smtp-server) that keeps what it is sent, read with mailparser:
 * the tests receive e-mail as a mail server would, never through a stand-in for the transport. It can
 * be told to refuse for a while (an SMTP answer code), as a busy or broken server does, or to be slow to
 * answer a message it was given (its DATA), as a loaded one is.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** smtp://127.0.0.1:port */
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Refuse every message with this SMTP code (451: try later; 550: never), or take them again (null). */
  refuseWith(code: number | null): void;
  /** How many messages it refused. */
  refused(): number;
  /** Answer each message's DATA only this long after it arrived (0: at once). */
  answerDataAfter(ms: number): void;
  /** How many messages' DATA it has begun to receive. */
  dataBegun(): number;
  stop(): Promise<void>;
}

export async function startSmtpInbox(port = 0): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  let refusing: number | null = null;
  let refusedCount = 0;
  let dataDelayMs = 0;
  let begun = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusing === null) return callback();
      refusedCount += 1;
      callback(Object.assign(new Error(refusing >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: refusing }));
    },
    onData(stream, _session, callback) {
      begun += 1;
      simpleParser(stream).then(
        (mail) => {
          // Kept once whole, before the answer: what a server that answers late, or never, has received.
          messages.push(mail);
          if (dataDelayMs > 0) setTimeout(callback, dataDelayMs);
          else callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    messages,
    refuseWith: (code) => (refusing = code),
    refused: () => refusedCount,
    answerDataAfter: (ms) => (dataDelayMs = ms),
    dataBegun: () => begun,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
