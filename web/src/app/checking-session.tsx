import { PageSpinner } from '../components/page-spinner';
import { useAppIntl } from '../i18n/intl';
import { shellMessages as m } from './messages';

/** What the session guards show while the stored session is checked. */
export function CheckingSession() {
  const { formatMessage } = useAppIntl();
  return <PageSpinner label={formatMessage(m.checkingSession)} />;
}
