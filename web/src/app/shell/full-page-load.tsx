import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { useAppIntl } from '../../i18n/intl';
import { shellMessages as m } from '../messages';

/**
 * A path served by another page of the site (the public survey page, survey.html): reached by a
 * link inside the app, it loads the whole page from the server instead of routing here.
 */
export function FullPageLoad({ load = (href: string) => window.location.assign(href) }) {
  const location = useLocation();
  const { formatMessage } = useAppIntl();
  const href = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    load(href);
  }, [href, load]);
  return <PageSpinner label={formatMessage(m.openingSurvey)} />;
}
