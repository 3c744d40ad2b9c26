import type { CSSProperties, ReactNode } from 'react';
import type { EmailLanding } from '../api/public-survey-api';
import { brandPaint } from '../brand-colors';
import { useRespondText } from '../i18n/respond-intl';

interface PageFrameProps {
  /** The survey's team branding; the default colour while loading or when the survey is gone. */
  branding?: EmailLanding['branding'] | undefined;
  children: ReactNode;
  /** The language of the survey shown in the card (decision 0059); the page's own otherwise. */
  lang?: string | undefined;
}

/** The band with the team's logo, name and colour above a single card. */
export function PageFrame({ branding, children, lang }: PageFrameProps) {
  const { text, locale } = useRespondText();
  const paint = brandPaint(branding?.brandColor);
  const style = { '--brand': paint.background, '--brand-fg': paint.text } as CSSProperties;
  const teamName = branding?.teamName?.trim() || 'Candor';
  return (
    <div className="page" style={style} lang={locale}>
      <header className="brand">
        <div className="brand-inner">
          {branding?.logoUrl ? (
            // The team's name follows as text, so the logo is decoration.
            <img className="brand-logo" src={branding.logoUrl} alt="" width={40} height={40} />
          ) : null}
          <span className="brand-name">{teamName}</span>
        </div>
      </header>
      <main className="main">
        <div className="card" lang={lang}>
          {children}
        </div>
      </main>
      <footer className="footer">{text('respond.page.footer')}</footer>
    </div>
  );
}
