/** What a handler returns; the middy stack turns it into the API Gateway v2 result. */
export interface HandlerResult {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A download instead of a JSON body (sent base64-encoded, as API Gateway expects bytes). */
  file?: { body: Buffer; contentType: string; fileName: string };
}

export const ok = (body: unknown): HandlerResult => ({ statusCode: 200, body });
export const created = (body: unknown): HandlerResult => ({ statusCode: 201, body });
export const accepted = (body: unknown): HandlerResult => ({ statusCode: 202, body });
export const noContent = (): HandlerResult => ({ statusCode: 204 });

/** A file to download, named `fileName` (plain ASCII: the names are built by the product). */
export const download = (file: NonNullable<HandlerResult['file']>): HandlerResult => ({
  statusCode: 200,
  file,
});
