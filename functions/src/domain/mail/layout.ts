/** Escapes text for HTML e-mail bodies. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailLayout {
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
  brandColor?: string;
  brandName?: string;
  logoUrl?: string;
  /** The mail's language (BCP 47), for `lang`; English without it. */
  lang?: string;
  /** The layout's own words in the mail's language; English without them. */
  words?: { buttonFallback: string; footer: string };
}

const ENGLISH_WORDS = {
  buttonFallback: 'If the button does not work, copy this link into your browser:',
  footer: 'Candor · anonymous team pulse surveys',
};

/**
 * One branded layout for every e-mail: table-based, inline styles, a visible fallback link and
 * a plain-text part, so it reads well in common mail clients and in text-only ones.
 */
export function renderEmail(layout: EmailLayout): { html: string; text: string } {
  const color = layout.brandColor ?? '#3B82F6';
  const words = layout.words ?? ENGLISH_WORDS;
  const lang = escapeHtml(layout.lang ?? 'en');
  const brand = escapeHtml(layout.brandName ?? 'Candor');
  const logo = layout.logoUrl
    ? `<img src="${escapeHtml(layout.logoUrl)}" alt="${brand}" height="40" style="display:block;height:40px;max-width:200px;border:0">`
    : `<span style="font-size:22px;font-weight:700;color:${color}">${brand}</span>`;
  const paragraphs = layout.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(p)}</p>`,
    )
    .join('\n');
  const action = layout.action
    ? `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:24px 0">
<tr><td style="border-radius:6px;background:${color}">
<a href="${escapeHtml(layout.action.url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(layout.action.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#4b5563">${escapeHtml(words.buttonFallback)}<br>
<a href="${escapeHtml(layout.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(layout.action.url)}</a></p>`
    : '';
  const footnote = layout.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(layout.footnote)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light"><title>${escapeHtml(layout.heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(layout.preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:#f3f4f6"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;background:#ffffff;border-radius:8px;border-top:4px solid ${color}">
<tr><td style="padding:24px 32px 0">${logo}</td></tr>
<tr><td style="padding:16px 32px 32px">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827">${escapeHtml(layout.heading)}</h1>
${paragraphs}
${action}
${footnote}
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#6b7280">${escapeHtml(words.footer)}</p>
</td></tr></table></body></html>`;
  const text = [
    layout.heading,
    '',
    ...layout.paragraphs.flatMap((p) => [p, '']),
    ...(layout.action ? [`${layout.action.label}: ${layout.action.url}`, ''] : []),
    ...(layout.footnote ? [layout.footnote, ''] : []),
    '--',
    words.footer,
  ].join('\n');
  return { html, text };
}
