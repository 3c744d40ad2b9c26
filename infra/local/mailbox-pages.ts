import type { CapturedMail } from './mail-server';

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Plain text with every http(s) link made clickable. */
export function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
}

const style = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0 auto; max-width: 960px; padding: 1rem; line-height: 1.5; }
  h1 { font-size: 1.4rem; } table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: .5rem; border-bottom: 1px solid #8884; vertical-align: top; }
  a { color: #2563eb; } @media (prefers-color-scheme: dark) { a { color: #93c5fd; } }
  pre { white-space: pre-wrap; word-break: break-word; background: #8881; padding: 1rem; border-radius: 6px; }
  iframe { width: 100%; min-height: 480px; border: 1px solid #8884; border-radius: 6px; background: #fff; }
  .meta { color: #666; } @media (prefers-color-scheme: dark) { .meta { color: #aaa; } }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
}

export function mailboxPage(mails: CapturedMail[]): string {
  const rows = mails
    .map(
      (mail) => `<tr>
  <td><a href="/dev/mail/${encodeURIComponent(mail.id)}">${escapeHtml(mail.subject)}</a>${
    mail.attachments?.length
      ? ` <span class="meta">(${mail.attachments.length} attachment${mail.attachments.length > 1 ? 's' : ''})</span>`
      : ''
  }
    <div class="meta">${linkify(mail.text.slice(0, 300))}</div></td>
  <td>${escapeHtml(mail.to.join(', '))}</td>
  <td><time datetime="${mail.sentAt}">${escapeHtml(new Date(mail.sentAt).toLocaleString('en-GB'))}</time></td>
</tr>`,
    )
    .join('\n');
  const table = mails.length
    ? `<table><thead><tr><th scope="col">Subject</th><th scope="col">To</th><th scope="col">Sent</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet. Mail the app sends appears here.</p>';
  return page(
    'Mailbox · Candor (local)',
    `<h1>Mailbox</h1><p class="meta">Every e-mail the local app has sent, newest first.
     JSON: <a href="/dev/api/mail">/dev/api/mail</a></p>${table}`,
  );
}

/** Where the mailbox serves a mail's attachment (`index` in the order it was sent). */
export function attachmentPath(mailId: string, index: number): string {
  return `/dev/mail/${encodeURIComponent(mailId)}/attachments/${index}`;
}

const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KiB`;

export function mailPage(mail: CapturedMail): string {
  const files = mail.attachments ?? [];
  const attachments = files.length
    ? `<h2>Attachments</h2><ul>${files
        .map(
          (file, i) =>
            `<li><a href="${attachmentPath(mail.id, i)}" download="${escapeHtml(file.fileName)}">${escapeHtml(
              file.fileName,
            )}</a> <span class="meta">${escapeHtml(file.contentType)}, ${kib(file.size)}</span></li>`,
        )
        .join('')}</ul>`
    : '';
  const html = mail.html
    ? `<h2>HTML</h2><iframe title="HTML part of the e-mail" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(
        mail.html.replace(/<head>/i, '<head><base target="_blank">'),
      )}"></iframe>`
    : '';
  return page(
    `${mail.subject} · Mailbox`,
    `<p><a href="/dev/mail">← All mail</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<table>
  <tr><th scope="row">From</th><td>${escapeHtml(mail.from)}</td></tr>
  <tr><th scope="row">To</th><td>${escapeHtml(mail.to.join(', '))}</td></tr>
  <tr><th scope="row">Sent</th><td>${escapeHtml(mail.sentAt)}</td></tr>
</table>
${attachments}
${html}
<h2>Text</h2><pre>${linkify(mail.text)}</pre>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Not found · Mailbox',
    '<h1>No such e-mail</h1><p><a href="/dev/mail">All mail</a></p>',
  );
}
