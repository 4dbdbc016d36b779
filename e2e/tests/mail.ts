import { mailSinkUrl } from '../ports.js';
import { expect } from '@playwright/test';

type ReceivedMail = { to: string[]; subject: string; text: string; receivedAt: string };

async function mailTo(email: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${mailSinkUrl}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`mail sink answered ${res.status}`);
  return ((await res.json()) as { messages: ReceivedMail[] }).messages;
}

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"]+/g) ?? [];

/**
 * The newest link to `path` in the mail delivered to `email`, as its recipient would open it
 * (the run's server delivers mail over SMTP to a local sink). Returns the path and query.
 */
export async function mailedLink(email: string, path: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailTo(email)) {
          found = linksIn(mail.text)
            .map((link) => new URL(link))
            .find((url) => url.pathname === path || url.pathname.startsWith(`${path}/`))
            ?.toString();
          if (found) return true;
        }
        return false;
      },
      { message: `a mail to ${email} with a link to ${path}` },
    )
    .toBe(true);
  const url = new URL(found!);
  return url.pathname + url.search;
}
