// A real SMTP peer for tests: plain (no STARTTLS), no authentication, every accepted message handed over raw.
import { SMTPServer } from 'smtp-server';

/** An SMTP server (not yet listening) that gives each message it accepts to `onMessage` as its raw text. */
export function smtpCollector(onMessage: (raw: string) => void): SMTPServer {
  return new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
}
