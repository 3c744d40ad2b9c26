import { defineMessages } from '../../i18n/define-messages';

/** The public shared-results page's own text (decision 0061). */
export const sharesMessages = defineMessages({
  title: { id: 'shares.title', defaultMessage: 'Results: {survey} · Candor' },
  goneTitle: { id: 'shares.gone.title', defaultMessage: 'Results not shared · Candor' },
  gone: { id: 'shares.gone.heading', defaultMessage: 'These results are no longer shared' },
  goneText: {
    id: 'shares.gone.text',
    defaultMessage:
      'The link may be wrong, or whoever shared these results has taken the page down.',
  },
  pageTitle: { id: 'shares.pageTitle', defaultMessage: 'Shared results · Candor' },
  loadFailed: { id: 'shares.loadFailed', defaultMessage: 'Failed to load the shared results' },
});
