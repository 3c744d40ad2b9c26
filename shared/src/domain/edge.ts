/**
 * The headers between CloudFront and the API (decision 0035): the origin secret CloudFront adds
 * to every request it forwards, and the viewer's address it forwards through the origin request
 * policy.
 */
export const ORIGIN_HEADER = 'x-candor-origin';
export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';
