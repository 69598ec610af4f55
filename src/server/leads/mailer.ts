// Mail for the local server: real SMTP when SMTP_URL is set, otherwise each notification is
// written as an .eml file to $DATA_DIR/mail/ so a newcomer can open it.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SendMail } from '../../../supabase/functions/_shared/notifier.ts';

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
  const mailDir = join(dataDir, 'mail');
  // Each file is written here, then moved into mailDir: a process killed mid-write left a
  // truncated .eml there (the crash test).
  const writingDir = join(dataDir, 'mail-writing');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (email) => {
      const info = await transport.sendMail(email);
      await mkdir(mailDir, { recursive: true });
      await mkdir(writingDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.messageId.replace(/[^a-z0-9-]/gi, '')}.eml`;
      await writeFile(join(writingDir, name), info.message as Buffer);
      await rename(join(writingDir, name), join(mailDir, name));
    },
    describe: `.eml files in ${mailDir}`,
  };
}
