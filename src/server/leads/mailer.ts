// Mail for the local server: real SMTP when SMTP_URL is set, otherwise each notification is
// written as an .eml file to $DATA_DIR/mail/ so a newcomer can open it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMail } from '../../../lead-core/channels/email.ts';

export const mailDirectory = (dataDir: string) => join(dataDir, 'mail');
/** How the file of a message ends: `npm run leads -- delete` finds a lead's copies by it. */
export const emlFileSuffix = (messageId: string) => `-${messageId.replace(/[^a-z0-9-]/gi, '')}.eml`;

export function createMailer({ smtpUrl, dataDir }: { smtpUrl?: string; dataDir: string }): { send: SendMail; describe: string } {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      send: async (email) => {
        await transport.sendMail(email);
      },
      describe: `SMTP at ${new URL(smtpUrl).host}`,
    };
  }
  const mailDir = mailDirectory(dataDir);
  // Each file is written here, then moved into mailDir: a process killed mid-write left a
  // truncated .eml there (the crash test).
  const writingDir = join(dataDir, 'mail-writing');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Made once, not before every email (a fifth of an email's time after a burst); again after a
  // failed write, in case someone removed them.
  let directories: Promise<unknown> | undefined;
  return {
    send: async (email) => {
      const info = await transport.sendMail(email);
      directories ??= Promise.all([mkdir(mailDir, { recursive: true, mode: 0o700 }), mkdir(writingDir, { recursive: true, mode: 0o700 })]);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}${emlFileSuffix(email.messageId)}`;
      try {
        await directories;
        await writeFile(join(writingDir, name), info.message as Buffer, { mode: 0o600 });
        await rename(join(writingDir, name), join(mailDir, name));
      } catch (error) {
        directories = undefined;
        throw error;
      }
    },
    describe: `.eml files in ${mailDir}`,
  };
}
