/**
 * The development mailbox: lists the outbox so activation and reset links can be followed
 * on a laptop. Registered only outside production (ARCHITECTURE: Mail).
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from '../../plugins/security-headers';
import { escapeHtml } from './call-to-action-mail';
import { mailOutbox } from './schema';

const MAILBOX_PAGE_SIZE = 50;
const querySchema = z.object({ to: z.string().max(254).optional() });

export async function mailboxRoutes(
  app: FastifyInstance,
  options: { db: Database; smtp: boolean },
) {
  const latestMails = async (recipient: string | undefined) =>
    options.db
      .select()
      .from(mailOutbox)
      .where(recipient ? eq(mailOutbox.recipient, recipient) : undefined)
      .orderBy(desc(mailOutbox.id))
      .limit(MAILBOX_PAGE_SIZE);

  app.get('/dev/mailbox/messages', async (request) => {
    const { to } = querySchema.parse(request.query);
    const mails = await latestMails(to);
    return {
      messages: mails.map((mail) => ({
        id: mail.id,
        to: mail.recipient,
        from: mail.sender,
        subject: mail.subject,
        kind: mail.kind,
        status: mail.status,
        text: mail.text,
        links: linksIn(mail.text),
        createdAt: mail.createdAt.toISOString(),
      })),
    };
  });

  app.get('/dev/mailbox', async (request, reply) => {
    const { to } = querySchema.parse(request.query);
    const mails = await latestMails(to);
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.recipient)} · ${escapeHtml(mail.kind)} · ${mail.status} · ${mail.createdAt.toISOString()}</p>
<pre>${escapeHtml(mail.text)}</pre>
<ul>${linksIn(mail.text)
          .map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`)
          .join('')}</ul>
</article>`,
      )
      .join('\n');
    const empty = options.smtp
      ? '<p>No mails yet. SMTP_URL is set: mails listed here are also sent over SMTP.</p>'
      : '<p>No mails yet.</p>';
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font-family:sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}.meta{color:#555}pre{white-space:pre-wrap}</style></head>
<body><h1>Development mailbox</h1>${items || empty}</body></html>`);
  });
}

function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
}
